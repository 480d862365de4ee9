import { describe, expect, it } from 'vitest';
import { QuestionType } from '../common/enums';
import type { TAnswer } from './answer';
import { ZAnswerKey } from './answer-key';
import type { TAnswerKey, TAnswerKeyOf } from './answer-key';
import { gradeAnswer, roundScore } from './grading';
import type { TGrade, TGradableQuestion } from './grading';

const Q = QuestionType;
const fileUrl = 'https://files.example.com/files/f1/answer.mp4';

const question = (
  score: number,
  key: TAnswerKey,
  scoring?: TGradableQuestion['scoring'],
): TGradableQuestion => ({ score, key, scoring });
const right = (score: number): TGrade => ({ status: 'right', score });
const partial = (score: number): TGrade => ({ status: 'partial', score });
const wrong: TGrade = { status: 'wrong', score: 0 };
const unanswered: TGrade = { status: 'unanswered', score: 0 };
const notJudged: TGrade = { status: 'not-judged', score: 0 };
/** Answers a client could never send, to check that grading never throws. */
const malformed = (value: unknown) => value as TAnswer;

type TCase = [string, TGradableQuestion, TAnswer | null, TGrade];

const essayKey: TAnswerKey = { questionType: Q.SHORT_ANSWER, referenceAnswer: null, keywords: [] };
const text = (value: string): TAnswer => ({ questionType: 5, text: value, fileUrls: [] });
/** "Name the parts of a cell": 10 points, 15 on offer across three keywords. */
const keyworded = (score = 10) =>
  question(
    score,
    ZAnswerKey.parse({
      questionType: Q.SHORT_ANSWER,
      keywords: [
        { keyword: 'nucleus', synonyms: ['nuclei'], points: 4 },
        { keyword: 'cell membrane', synonyms: ['plasma membrane', '细胞膜'], points: 6 },
        { keyword: 'cytoplasm', points: 5 },
      ],
    }),
  );

const single = question(5, { questionType: Q.SINGLE_CHOICE, choice: 'B' });
const trueFalse = question(2, { questionType: Q.TRUE_FALSE, value: false });
const scale = question(5, { questionType: Q.SCALE });
const multiple = question(4, { questionType: Q.MULTIPLE_CHOICE, choices: ['A', 'C', 'D'] });
const blanks = (overrides: Partial<TAnswerKeyOf<typeof Q.FILL_IN_BLANK>> = {}) =>
  question(10, {
    questionType: Q.FILL_IN_BLANK,
    blanks: [['Paris'], ['Rome', 'Roma'], ['Berlin']],
    blanksUnordered: false,
    caseSensitive: false,
    ...overrides,
  });
const cloze = question(6, { questionType: Q.CLOZE, choices: ['A', 'C', 'B', 'D'] });
const sorting = question(3, { questionType: Q.SORTING, order: ['a', 'b', 'c'] });
const matching = question(9, { questionType: Q.MATCHING, pairs: { l1: 'r1', l2: 'r2', l3: 'r3' } });
const classification = question(4, {
  questionType: Q.CLASSIFICATION,
  groups: { apple: 'fruit', pear: 'fruit', leek: 'vegetable', kale: 'vegetable' },
});

const cases: Record<string, TCase[]> = {
  'single choice': [
    ['right', single, { questionType: Q.SINGLE_CHOICE, choice: 'B' }, right(5)],
    ['wrong', single, { questionType: Q.SINGLE_CHOICE, choice: 'A' }, wrong],
    ['unanswered', single, null, unanswered],
    ['empty choice', single, malformed({ questionType: 1, choice: '' }), wrong],
    ['answer of another type', single, { questionType: Q.SCALE, choice: 'B' }, wrong],
    ['choices sent as a list', single, malformed({ questionType: 1, choices: ['B'] }), wrong],
  ],
  'true/false': [
    ['right', trueFalse, { questionType: Q.TRUE_FALSE, value: false }, right(2)],
    ['wrong', trueFalse, { questionType: Q.TRUE_FALSE, value: true }, wrong],
    ['unanswered', trueFalse, null, unanswered],
    ['a string', trueFalse, malformed({ questionType: 4, value: 'false' }), wrong],
  ],
  scale: [
    ['answered', scale, { questionType: Q.SCALE, choice: '5' }, { status: 'not-scored', score: 0 }],
    ['unanswered', scale, null, unanswered],
  ],
  'multiple choice': [
    ['all right choices', multiple, { questionType: 2, choices: ['D', 'A', 'C'] }, right(4)],
    ['some right choices', multiple, { questionType: 2, choices: ['A', 'C'] }, partial(2)],
    ['one wrong choice', multiple, { questionType: 2, choices: ['A', 'C', 'D', 'B'] }, wrong],
    ['only a wrong choice', multiple, { questionType: 2, choices: ['B'] }, wrong],
    ['no choice', multiple, { questionType: 2, choices: [] }, unanswered],
    ['unanswered', multiple, null, unanswered],
    ['duplicate choices', multiple, malformed({ questionType: 2, choices: ['A', 'A'] }), wrong],
    [
      'paper ratio 0.3',
      question(5, multiple.key, { multipleChoicePartialRatio: 0.3 }),
      { questionType: 2, choices: ['A'] },
      partial(1.5),
    ],
    [
      'partial rounded',
      question(3.33, multiple.key),
      { questionType: 2, choices: ['A'] },
      partial(1.67),
    ],
  ],
  'fill-in-blank': [
    ['all right', blanks(), { questionType: 3, blanks: ['Paris', 'Roma', 'Berlin'] }, right(10)],
    [
      'case, spacing and full-width forms ignored',
      blanks({ blanks: [['New York'], ['B2'], ['x']] }),
      { questionType: 3, blanks: ['  new\t york ', 'Ｂ２', 'X'] },
      right(10),
    ],
    [
      'case sensitive',
      blanks({ caseSensitive: true }),
      { questionType: 3, blanks: ['Paris', 'rome', 'Berlin'] },
      partial(6.67),
    ],
    [
      'one of three right, rounded',
      blanks(),
      { questionType: 3, blanks: ['Paris', 'Madrid', ''] },
      partial(3.33),
    ],
    ['fewer entries than blanks', blanks(), { questionType: 3, blanks: ['Paris'] }, partial(3.33)],
    [
      'more entries than blanks',
      blanks(),
      { questionType: 3, blanks: ['Paris', 'Rome', 'Berlin', 'Oslo'] },
      wrong,
    ],
    [
      'right answers in the wrong blanks',
      blanks(),
      { questionType: 3, blanks: ['Rome', 'Paris'] },
      wrong,
    ],
    ['all empty', blanks(), { questionType: 3, blanks: [' ', ''] }, unanswered],
    ['unanswered', blanks(), null, unanswered],
    ['a number in a blank', blanks(), malformed({ questionType: 3, blanks: [1] }), wrong],
    [
      'unordered, any order',
      blanks({ blanksUnordered: true }),
      { questionType: 3, blanks: ['berlin', 'Paris', 'Roma'] },
      right(10),
    ],
    [
      'unordered, one answer repeated counts once',
      question(4, {
        questionType: Q.FILL_IN_BLANK,
        blanks: [
          ['red', 'blue', 'yellow'],
          ['red', 'blue', 'yellow'],
        ],
        blanksUnordered: true,
        caseSensitive: false,
      }),
      { questionType: 3, blanks: ['Red', 'red '] },
      partial(2),
    ],
    [
      'unordered, overlapping sets matched at best',
      question(4, {
        questionType: Q.FILL_IN_BLANK,
        blanks: [['a', 'b'], ['a']],
        blanksUnordered: true,
        caseSensitive: false,
      }),
      { questionType: 3, blanks: ['a', 'b'] },
      right(4),
    ],
  ],
  cloze: [
    ['all right', cloze, { questionType: 6, choices: ['A', 'C', 'B', 'D'] }, right(6)],
    ['three of four', cloze, { questionType: 6, choices: ['A', 'C', 'B', 'A'] }, partial(4.5)],
    ['one chosen', cloze, { questionType: 6, choices: ['', 'C'] }, partial(1.5)],
    ['none right', cloze, { questionType: 6, choices: ['B', 'A', 'A', 'A'] }, wrong],
    ['none chosen', cloze, { questionType: 6, choices: ['', '', '', ''] }, unanswered],
    ['too many entries', cloze, { questionType: 6, choices: ['A', 'C', 'B', 'D', 'A'] }, wrong],
  ],
  sorting: [
    ['right order', sorting, { questionType: 7, order: ['a', 'b', 'c'] }, right(3)],
    ['two swapped', sorting, { questionType: 7, order: ['a', 'c', 'b'] }, wrong],
    ['an item missing', sorting, { questionType: 7, order: ['a', 'b'] }, wrong],
    ['an extra item', sorting, { questionType: 7, order: ['a', 'b', 'c', 'd'] }, wrong],
    ['nothing sorted', sorting, { questionType: 7, order: [] }, unanswered],
    ['a repeated item', sorting, malformed({ questionType: 7, order: ['a', 'a', 'c'] }), wrong],
  ],
  matching: [
    [
      'all pairs',
      matching,
      { questionType: 10, pairs: { l3: 'r3', l1: 'r1', l2: 'r2' } },
      right(9),
    ],
    [
      'two pairs',
      matching,
      { questionType: 10, pairs: { l1: 'r1', l2: 'r2', l3: 'r1' } },
      partial(6),
    ],
    [
      'unknown left keys ignored',
      matching,
      { questionType: 10, pairs: { x: 'r1', l1: 'r1' } },
      partial(3),
    ],
    ['no pair right', matching, { questionType: 10, pairs: { l1: 'r2', l2: 'r1' } }, wrong],
    ['no pair made', matching, { questionType: 10, pairs: {} }, unanswered],
    ['a pair to a number', matching, malformed({ questionType: 10, pairs: { l1: 1 } }), wrong],
  ],
  classification: [
    [
      'all placed',
      classification,
      {
        questionType: 11,
        groups: { apple: 'fruit', pear: 'fruit', leek: 'vegetable', kale: 'vegetable' },
      },
      right(4),
    ],
    [
      'three of four',
      classification,
      {
        questionType: 11,
        groups: { apple: 'fruit', pear: 'vegetable', leek: 'vegetable', kale: 'vegetable' },
      },
      partial(3),
    ],
    ['one placed', classification, { questionType: 11, groups: { kale: 'vegetable' } }, partial(1)],
    ['all misplaced', classification, { questionType: 11, groups: { apple: 'vegetable' } }, wrong],
    ['nothing placed', classification, { questionType: 11, groups: {} }, unanswered],
  ],
  'short answer and recordings': [
    [
      'text',
      question(10, essayKey),
      { questionType: 5, text: 'An answer', fileUrls: [] },
      notJudged,
    ],
    [
      'files only',
      question(10, essayKey),
      { questionType: 5, text: '', fileUrls: [fileUrl] },
      notJudged,
    ],
    [
      'blank text, no file',
      question(10, essayKey),
      { questionType: 5, text: '  ', fileUrls: [] },
      unanswered,
    ],
    ['keywords: one found', keyworded(), text('The nucleus holds the DNA.'), partial(4)],
    ['keywords: a synonym counts', keyworded(), text('Two NUCLEI.'), partial(4)],
    [
      'keywords: a synonym in another script, full-width folded',
      keyworded(),
      text('细胞膜 and the ｎｕｃｌｅｕｓ'),
      right(10),
    ],
    [
      'keywords: a keyword found twice counts once',
      keyworded(),
      text('nucleus, nuclei, nucleus'),
      partial(4),
    ],
    [
      'keywords: whitespace inside a keyword is collapsed',
      keyworded(),
      text('the plasma \n  membrane'),
      partial(6),
    ],
    [
      'keywords: more points than the question caps at its score',
      keyworded(),
      text('nucleus, cell membrane and cytoplasm'),
      right(10),
    ],
    ['keywords: none found', keyworded(), text('mitochondria'), wrong],
    ['keywords: blank', keyworded(), text('   '), unanswered],
    [
      'keywords: files only, no text to search: a person marks them',
      keyworded(),
      { questionType: 5, text: '', fileUrls: [fileUrl] },
      notJudged,
    ],
    [
      'keywords: worth nothing on the paper',
      keyworded(0),
      text('nucleus'),
      { status: 'not-scored', score: 0 },
    ],
    [
      'audio',
      question(5, { questionType: Q.AUDIO_RECORDING }),
      { questionType: 8, fileUrl },
      notJudged,
    ],
    [
      'video',
      question(5, { questionType: Q.VIDEO_RECORDING }),
      { questionType: 9, fileUrl },
      notJudged,
    ],
    ['no video', question(5, { questionType: Q.VIDEO_RECORDING }), null, unanswered],
    [
      'worth nothing on the paper: nothing to mark',
      question(0, essayKey),
      { questionType: 5, text: 'An answer', fileUrls: [] },
      { status: 'not-scored', score: 0 },
    ],
    [
      'video sent for audio',
      question(5, { questionType: Q.AUDIO_RECORDING }),
      { questionType: 9, fileUrl },
      wrong,
    ],
  ],
  'any type': [
    ['a string', single, malformed('B'), wrong],
    ['an array', single, malformed(['B']), wrong],
    ['undefined', single, malformed(undefined), unanswered],
    ['an unknown question type', single, malformed({ questionType: 42, choice: 'B' }), wrong],
  ],
};

describe('gradeAnswer', () => {
  describe.each(Object.entries(cases))('%s', (_, table) => {
    it.each(table)('%s', (_name, gradedQuestion, answer, expected) => {
      expect(gradeAnswer(gradedQuestion, answer)).toEqual(expected);
    });
  });
});

describe('gradeAnswer on a combination', () => {
  const combination = question(
    10,
    ZAnswerKey.parse({
      questionType: Q.COMBINATION,
      parts: [
        { id: 'q1', score: 4, key: { questionType: Q.SINGLE_CHOICE, choice: 'A' } },
        {
          id: 'q2',
          score: 6,
          key: { questionType: Q.FILL_IN_BLANK, blanks: [['x'], ['y'], ['z']] },
        },
        { id: 'q3', score: 0, key: { questionType: Q.SCALE } },
      ],
    }),
  );
  const answer = (parts: Record<string, unknown>) =>
    malformed({ questionType: Q.COMBINATION, parts });
  const q1Right = { questionType: Q.SINGLE_CHOICE, choice: 'A' };
  const q2Right = { questionType: Q.FILL_IN_BLANK, blanks: ['x', 'y', 'z'] };
  const q3 = { questionType: Q.SCALE, choice: '3' };

  it.each<[string, TAnswer | null, TGrade]>([
    ['every part right', answer({ q1: q1Right, q2: q2Right, q3 }), right(10)],
    ['the scale part left out', answer({ q1: q1Right, q2: q2Right }), right(10)],
    ['only the scale part answered', answer({ q3 }), unanswered],
    [
      'one part wrong',
      answer({ q1: { questionType: 1, choice: 'B' }, q2: q2Right, q3 }),
      partial(6),
    ],
    [
      'a part partly right',
      answer({ q1: q1Right, q2: { questionType: 3, blanks: ['x'] }, q3 }),
      partial(6),
    ],
    [
      'every part wrong',
      answer({ q1: { questionType: 1, choice: 'C' }, q2: { questionType: 3, blanks: ['a'] } }),
      wrong,
    ],
    ['a part of another type', answer({ q1: { questionType: 4, value: true } }), wrong],
    ['unknown parts ignored', answer({ q1: q1Right, q2: q2Right, q3, q9: q1Right }), right(10)],
    ['no part answered', answer({}), unanswered],
    ['only empty parts', answer({ q2: { questionType: 3, blanks: [''] } }), unanswered],
    ['unanswered', null, unanswered],
    ['a malformed part', answer({ q1: { questionType: 1 } }), wrong],
    ['a simple answer', malformed(q1Right), wrong],
  ])('%s', (_, given, expected) => {
    expect(gradeAnswer(combination, given)).toEqual(expected);
  });

  it('waits for a person when a part is not judged, keeping the score so far', () => {
    const withEssay = question(
      10,
      ZAnswerKey.parse({
        questionType: Q.COMBINATION,
        parts: [
          { id: 'q1', score: 4, key: { questionType: Q.SINGLE_CHOICE, choice: 'A' } },
          { id: 'q2', score: 6, key: { questionType: Q.SHORT_ANSWER } },
        ],
      }),
    );
    const given = answer({ q1: q1Right, q2: { questionType: 5, text: 'Essay', fileUrls: [] } });
    expect(gradeAnswer(withEssay, given)).toEqual({ status: 'not-judged', score: 4 });
  });

  it('scores a short-answer part by its keywords without a person', () => {
    const withKeywords = question(
      10,
      ZAnswerKey.parse({
        questionType: Q.COMBINATION,
        parts: [
          { id: 'q1', score: 4, key: { questionType: Q.SINGLE_CHOICE, choice: 'A' } },
          {
            id: 'q2',
            score: 6,
            key: { questionType: Q.SHORT_ANSWER, keywords: [{ keyword: 'osmosis', points: 3 }] },
          },
        ],
      }),
    );
    const given = answer({ q1: q1Right, q2: text('By osmosis.') });
    expect(gradeAnswer(withKeywords, given)).toEqual(partial(7));
  });

  it('never scores more than the question, even when its parts add up to more', () => {
    expect(gradeAnswer({ ...combination, score: 8 }, answer({ q1: q1Right, q2: q2Right }))).toEqual(
      right(8),
    );
  });

  it("adds the parts' rounded scores, so the total matches the parts shown", () => {
    const thirds = question(
      20,
      ZAnswerKey.parse({
        questionType: Q.COMBINATION,
        parts: ['a', 'b'].map((id) => ({
          id,
          score: 10,
          key: { questionType: Q.FILL_IN_BLANK, blanks: [['x'], ['y'], ['z']] },
        })),
      }),
    );
    const twoOfThree = { questionType: Q.FILL_IN_BLANK, blanks: ['x', 'y', ''] };
    expect(gradeAnswer(thirds, answer({ a: twoOfThree, b: twoOfThree }))).toEqual(partial(13.34));
  });
});

describe('roundScore', () => {
  it.each([
    [10 / 3, 3.33],
    [20 / 3, 6.67],
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
  ])('rounds %f to %f', (score, expected) => {
    expect(roundScore(score)).toBe(expected);
  });
});
