import { describe, expect, it } from 'vitest';
import { QuestionType } from '../common/enums';
import {
  MAX_ANSWER_ENTRIES,
  MAX_ANSWER_FILES,
  MAX_BLANK_LENGTH,
  MAX_COMBINATION_PARTS,
  MAX_OPTION_KEY_LENGTH,
  MAX_SHORT_ANSWER_LENGTH,
  isEmptyAnswer,
  type TAnswer,
  ZAnswer,
} from './answer';

const fileUrl = 'https://files.example.com/files/f1/answer.mp3';
const keys = (count: number) => Array.from({ length: count }, (_, index) => `k${index}`);
const record = (count: number) => Object.fromEntries(keys(count).map((key) => [key, 'x']));

describe('ZAnswer', () => {
  it.each([
    ['single choice', { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' }],
    ['multiple choice', { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['A', 'C'] }],
    ['multiple choice, none chosen', { questionType: QuestionType.MULTIPLE_CHOICE, choices: [] }],
    ['fill-in-blank', { questionType: QuestionType.FILL_IN_BLANK, blanks: ['Paris', ''] }],
    ['true/false', { questionType: QuestionType.TRUE_FALSE, value: false }],
    ['short answer', { questionType: QuestionType.SHORT_ANSWER, text: 'Because.', fileUrls: [] }],
    ['short answer with files', { questionType: 5, text: '', fileUrls: [fileUrl] }],
    ['cloze, second blank unchosen', { questionType: QuestionType.CLOZE, choices: ['B', ''] }],
    ['cloze, same key twice', { questionType: QuestionType.CLOZE, choices: ['A', 'A'] }],
    ['sorting', { questionType: QuestionType.SORTING, order: ['c', 'a', 'b'] }],
    ['audio', { questionType: QuestionType.AUDIO_RECORDING, fileUrl }],
    ['video', { questionType: QuestionType.VIDEO_RECORDING, fileUrl }],
    ['matching', { questionType: QuestionType.MATCHING, pairs: { l1: 'r2', l2: 'r2' } }],
    ['classification', { questionType: QuestionType.CLASSIFICATION, groups: { i1: 'fruit' } }],
    ['scale', { questionType: QuestionType.SCALE, choice: '4' }],
    [
      'combination',
      {
        questionType: QuestionType.COMBINATION,
        parts: {
          q1: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
          q2: { questionType: QuestionType.FILL_IN_BLANK, blanks: ['x'] },
        },
      },
    ],
    ['combination, nothing answered', { questionType: QuestionType.COMBINATION, parts: {} }],
    ['the most entries', { questionType: 2, choices: keys(MAX_ANSWER_ENTRIES) }],
    ['the longest blank', { questionType: 3, blanks: ['x'.repeat(MAX_BLANK_LENGTH)] }],
  ])('accepts %s', (_, answer) => {
    expect(ZAnswer.parse(answer)).toEqual(answer);
  });

  it.each([
    ['an unknown question type', { questionType: 13, choice: 'A' }],
    ['no question type', { choice: 'A' }],
    ['a shape of another type', { questionType: QuestionType.SINGLE_CHOICE, choices: ['A'] }],
    ['an empty choice', { questionType: QuestionType.SINGLE_CHOICE, choice: '' }],
    ['a too long key', { questionType: 1, choice: 'x'.repeat(MAX_OPTION_KEY_LENGTH + 1) }],
    ['duplicate choices', { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['A', 'A'] }],
    ['too many choices', { questionType: 2, choices: keys(MAX_ANSWER_ENTRIES + 1) }],
    ['a too long blank', { questionType: 3, blanks: ['x'.repeat(MAX_BLANK_LENGTH + 1)] }],
    ['a string for true/false', { questionType: QuestionType.TRUE_FALSE, value: 'true' }],
    ['a too long text', { questionType: 5, text: 'x'.repeat(MAX_SHORT_ANSWER_LENGTH + 1) }],
    [
      'too many files',
      { questionType: 5, text: '', fileUrls: Array(MAX_ANSWER_FILES + 1).fill(fileUrl) },
    ],
    ['a file that is not a URL', { questionType: 8, fileUrl: 'answer.mp3' }],
    ['a repeated item in an order', { questionType: QuestionType.SORTING, order: ['a', 'a'] }],
    ['a non-string match', { questionType: QuestionType.MATCHING, pairs: { l1: 2 } }],
    ['too many pairs', { questionType: 10, pairs: record(MAX_ANSWER_ENTRIES + 1) }],
    ['too many groups', { questionType: 11, groups: record(MAX_ANSWER_ENTRIES + 1) }],
    [
      'a combination inside a combination',
      { questionType: 0, parts: { q1: { questionType: 0, parts: {} } } },
    ],
    ['a malformed part', { questionType: 0, parts: { q1: { questionType: 1, choice: 3 } } }],
    [
      'too many parts',
      {
        questionType: 0,
        parts: Object.fromEntries(
          keys(MAX_COMBINATION_PARTS + 1).map((id) => [id, { questionType: 4, value: true }]),
        ),
      },
    ],
  ])('rejects %s', (_, answer) => {
    expect(ZAnswer.safeParse(answer).success).toBe(false);
  });
});

describe('isEmptyAnswer', () => {
  it.each<[string, TAnswer | null | undefined]>([
    ['no answer', null],
    ['an answer never given', undefined],
    ['no choice', { questionType: QuestionType.MULTIPLE_CHOICE, choices: [] }],
    ['only blank blanks', { questionType: QuestionType.FILL_IN_BLANK, blanks: ['', '  \t'] }],
    ['no blank at all', { questionType: QuestionType.FILL_IN_BLANK, blanks: [] }],
    [
      'blank text and no file',
      { questionType: QuestionType.SHORT_ANSWER, text: ' \n', fileUrls: [] },
    ],
    ['cloze blanks all unchosen', { questionType: QuestionType.CLOZE, choices: ['', ''] }],
    ['nothing sorted', { questionType: QuestionType.SORTING, order: [] }],
    ['nothing paired', { questionType: QuestionType.MATCHING, pairs: {} }],
    ['nothing classified', { questionType: QuestionType.CLASSIFICATION, groups: {} }],
    ['a combination with no part', { questionType: QuestionType.COMBINATION, parts: {} }],
    [
      'a combination whose parts are all empty',
      {
        questionType: QuestionType.COMBINATION,
        parts: {
          q1: { questionType: QuestionType.MULTIPLE_CHOICE, choices: [] },
          q2: { questionType: QuestionType.FILL_IN_BLANK, blanks: [''] },
        },
      },
    ],
  ])('holds for %s', (_, answer) => {
    expect(isEmptyAnswer(answer)).toBe(true);
  });

  it.each<[string, TAnswer]>([
    ['a single choice', { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' }],
    ['one choice of several', { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['C'] }],
    ['one blank filled', { questionType: QuestionType.FILL_IN_BLANK, blanks: ['', 'Paris'] }],
    ['false, which is an answer', { questionType: QuestionType.TRUE_FALSE, value: false }],
    ['text only', { questionType: QuestionType.SHORT_ANSWER, text: 'Because.', fileUrls: [] }],
    ['a file only', { questionType: QuestionType.SHORT_ANSWER, text: '', fileUrls: [fileUrl] }],
    ['one cloze blank chosen', { questionType: QuestionType.CLOZE, choices: ['', 'B'] }],
    ['an order', { questionType: QuestionType.SORTING, order: ['b', 'a'] }],
    ['a recording', { questionType: QuestionType.AUDIO_RECORDING, fileUrl }],
    ['a video', { questionType: QuestionType.VIDEO_RECORDING, fileUrl }],
    ['one pair', { questionType: QuestionType.MATCHING, pairs: { l1: 'r1' } }],
    ['one item classified', { questionType: QuestionType.CLASSIFICATION, groups: { i1: 'fruit' } }],
    ['a point on the scale', { questionType: QuestionType.SCALE, choice: '3' }],
    [
      'a combination with one part answered',
      {
        questionType: QuestionType.COMBINATION,
        parts: {
          q1: { questionType: QuestionType.MULTIPLE_CHOICE, choices: [] },
          q2: { questionType: QuestionType.TRUE_FALSE, value: true },
        },
      },
    ],
  ])('does not hold for %s', (_, answer) => {
    expect(isEmptyAnswer(answer)).toBe(false);
  });
});
