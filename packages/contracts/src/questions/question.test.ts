import { describe, expect, it } from 'vitest';
import { QuestionType } from '../common/enums';
import { ZQuestionView } from './question';

const view = {
  questionId: 'q1',
  questionType: QuestionType.SINGLE_CHOICE,
  customTypeName: null,
  content: '<p>下图中销售额最高的是哪个季度？</p>',
  score: 10,
  options: [{ key: 'A', content: '第一季度' }],
  targets: [],
  blankCount: 0,
  clozeBlanks: [],
  parts: [],
  media: null,
  upload: null,
  docUrls: [],
  docNames: [],
  docPics: ['https://example.com/files/chart.png'],
};

describe('ZQuestionView picture texts', () => {
  it('carries the text alternative of each picture', () => {
    const parsed = ZQuestionView.parse({ ...view, docPicAlts: ['季度销售额柱状图'] });
    expect(parsed.docPicAlts).toEqual(['季度销售额柱状图']);
  });

  it('accepts a question stored before picture texts existed', () => {
    const parsed = ZQuestionView.parse(view);
    expect(parsed.docPics).toHaveLength(1);
    expect(parsed.docPicAlts).toBeUndefined();
  });

  it('refuses picture texts that are not strings', () => {
    expect(ZQuestionView.safeParse({ ...view, docPicAlts: [42] }).success).toBe(false);
  });
});
