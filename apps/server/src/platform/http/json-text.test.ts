import { describe, expect, it } from 'vitest';
import { envelopeJsonWithText, JsonText } from './json-text';

describe('JsonText', () => {
  const questions = [{ questionId: 'q1', content: 'Say "hi" \u2028 twice' }, { questionId: 'q2' }];

  it('splices serialized fields into the envelope as the same JSON as the values', () => {
    const body = {
      sheetId: 's1',
      deadline: null,
      questions: JsonText.of(questions),
      hidden: undefined,
    };
    const json = envelopeJsonWithText({ code: '200', body });
    expect(json).not.toBeNull();
    expect(JSON.parse(json!)).toEqual({
      code: '200',
      body: { sheetId: 's1', deadline: null, questions },
    });
    expect(json).toContain(JsonText.of(questions).text);
  });

  it('leaves bodies without serialized fields to the usual serializer', () => {
    expect(envelopeJsonWithText({ code: '200', body: { questions } })).toBeNull();
    expect(envelopeJsonWithText({ code: '200', body: [JsonText.of(1)] })).toBeNull();
    expect(envelopeJsonWithText({ code: '200', body: null })).toBeNull();
  });

  it('serializes as its value anywhere else', () => {
    expect(JSON.stringify({ questions: JsonText.of(questions) })).toBe(
      JSON.stringify({ questions }),
    );
  });
});
