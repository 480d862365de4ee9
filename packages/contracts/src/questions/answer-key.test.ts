import { describe, expect, it } from 'vitest';
import { QuestionType } from '../common/enums';
import { ZAnswerKey } from './answer-key';

const Q = QuestionType;

describe('ZAnswerKey', () => {
  it('defaults fill-in-blank to ordered and case-insensitive', () => {
    expect(ZAnswerKey.parse({ questionType: Q.FILL_IN_BLANK, blanks: [['x']] })).toEqual({
      questionType: Q.FILL_IN_BLANK,
      blanks: [['x']],
      blanksUnordered: false,
      caseSensitive: false,
    });
  });

  it.each([
    ['a blank without acceptable answers', { questionType: 3, blanks: [[]] }],
    ['an acceptable answer of spaces', { questionType: 3, blanks: [['  ']] }],
    ['a multiple choice without right choices', { questionType: 2, choices: [] }],
    ['a repeated item in an order', { questionType: 7, order: ['a', 'a'] }],
    ['a matching without pairs', { questionType: 10, pairs: {} }],
    [
      'a combination inside a combination',
      { questionType: 0, parts: [{ id: 'q', score: 1, key: { questionType: 0, parts: [] } }] },
    ],
    [
      'repeated sub-question ids',
      {
        questionType: 0,
        parts: [
          { id: 'q', score: 1, key: { questionType: 4, value: true } },
          { id: 'q', score: 1, key: { questionType: 4, value: false } },
        ],
      },
    ],
    [
      'a part score with 3 decimals',
      {
        questionType: 0,
        parts: [{ id: 'q', score: 1.005, key: { questionType: 4, value: true } }],
      },
    ],
  ])('rejects %s', (_, key) => {
    expect(ZAnswerKey.safeParse(key).success).toBe(false);
  });
});

describe('short-answer keyword rules', () => {
  it('defaults to no reference answer and no keywords: a person marks it', () => {
    expect(ZAnswerKey.parse({ questionType: 5 })).toEqual({
      questionType: 5,
      referenceAnswer: null,
      keywords: [],
    });
  });

  it.each([
    ['no points', { keyword: 'osmosis', points: 0 }],
    ['negative points', { keyword: 'osmosis', points: -1 }],
    ['three decimals', { keyword: 'osmosis', points: 0.125 }],
    ['an empty keyword', { keyword: '  ', points: 1 }],
    ['an empty synonym', { keyword: 'osmosis', synonyms: [''], points: 1 }],
  ])('refuses a keyword with %s', (_, keyword) => {
    expect(ZAnswerKey.safeParse({ questionType: 5, keywords: [keyword] }).success).toBe(false);
  });
});
