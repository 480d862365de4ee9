import { QuestionType } from '../common/enums';
import { isEmptyAnswer, ZAnswer } from './answer';
import type { TAnswer, TAnswerOf, TSimpleAnswer } from './answer';
import type {
  TAnswerKey,
  TAnswerKeyOf,
  TCombinationPartKey,
  TKeywordRule,
  TSimpleAnswerKey,
} from './answer-key';
import type { TGradeStatus } from './grade-status';

/** Grading rules and their reasons: docs/decisions/0004-objective-grading.md. */

/** A multiple-choice answer with some right choices and no wrong one earns this share by default. */
export const DEFAULT_MULTIPLE_CHOICE_PARTIAL_RATIO = 0.5;

/** Spec §9 helpers: 2 decimals. */
const SCORE_DECIMALS = 2;

/**
 * `not-judged`: marked by a person later (recordings, short answers without keywords); `not-scored`: answered, but
 * carries no score (scale, or a short answer or recording worth 0 on the paper).
 */
export type TGrade = { status: TGradeStatus; score: number };

/** Paper-level scoring settings. */
export type TScoringOptions = { multipleChoicePartialRatio?: number };

export type TGradableQuestion = {
  /** The question's full score on this paper. */
  score: number;
  key: TAnswerKey;
  scoring?: TScoringOptions;
};

type TSimpleQuestion = Omit<TGradableQuestion, 'key'> & { key: TSimpleAnswerKey };

const factor = 10 ** SCORE_DECIMALS;
export const roundScore = (score: number) => Math.round((score + Number.EPSILON) * factor) / factor;

const grade = (status: TGradeStatus, score = 0): TGrade => ({ status, score });
const WRONG = grade('wrong');

/** `rightCount` of `unitCount` equal units right; the score is computed once, then rounded. */
const gradeUnits = (question: { score: number }, rightCount: number, unitCount: number): TGrade => {
  if (rightCount >= unitCount) return grade('right', question.score);
  if (rightCount === 0) return WRONG;
  const score = Math.min(roundScore((question.score * rightCount) / unitCount), question.score);
  return grade('partial', score);
};

/**
 * Grades one answer against its question's key. Never throws: an answer that does not parse, or
 * belongs to another question type, is wrong.
 */
export const gradeAnswer = (question: TGradableQuestion, answer: TAnswer | null): TGrade => {
  if (answer === null || answer === undefined) return grade('unanswered');
  const parsed = ZAnswer.safeParse(answer);
  if (!parsed.success || parsed.data.questionType !== question.key.questionType) return WRONG;
  if (isEmptyAnswer(parsed.data)) return grade('unanswered');
  if (question.key.questionType === QuestionType.COMBINATION) {
    return parsed.data.questionType === QuestionType.COMBINATION
      ? gradeCombination(question, question.key, parsed.data)
      : WRONG;
  }
  if (parsed.data.questionType === QuestionType.COMBINATION) return WRONG;
  return gradeSimple({ ...question, key: question.key }, parsed.data);
};

const gradeSimple = (question: TSimpleQuestion, answer: TSimpleAnswer): TGrade => {
  const { key } = question;
  switch (key.questionType) {
    case QuestionType.SINGLE_CHOICE:
      return answer.questionType === key.questionType && answer.choice === key.choice
        ? grade('right', question.score)
        : WRONG;
    case QuestionType.TRUE_FALSE:
      return answer.questionType === key.questionType && answer.value === key.value
        ? grade('right', question.score)
        : WRONG;
    case QuestionType.MULTIPLE_CHOICE:
      return answer.questionType === key.questionType
        ? gradeMultipleChoice(question, key, answer)
        : WRONG;
    case QuestionType.FILL_IN_BLANK:
      return answer.questionType === key.questionType
        ? gradeFillInBlank(question, key, answer)
        : WRONG;
    case QuestionType.CLOZE:
      return answer.questionType === key.questionType ? gradeCloze(question, key, answer) : WRONG;
    case QuestionType.SORTING:
      return answer.questionType === key.questionType &&
        answer.order.length === key.order.length &&
        answer.order.every((item, index) => item === key.order[index])
        ? grade('right', question.score)
        : WRONG;
    case QuestionType.MATCHING:
      return answer.questionType === key.questionType
        ? gradeMapping(question, key.pairs, answer.pairs)
        : WRONG;
    case QuestionType.CLASSIFICATION:
      return answer.questionType === key.questionType
        ? gradeMapping(question, key.groups, answer.groups)
        : WRONG;
    case QuestionType.SCALE:
      return grade('not-scored');
    case QuestionType.SHORT_ANSWER:
      // Files alone hold no text to search: a person marks them.
      if (
        question.score > 0 &&
        key.keywords.length > 0 &&
        answer.questionType === key.questionType &&
        answer.text.trim() !== ''
      ) {
        return gradeKeywords(question, key.keywords, answer.text);
      }
      return question.score > 0 ? grade('not-judged') : grade('not-scored');
    default:
      // A person marks it, unless it is worth nothing on this paper: then there is nothing to mark.
      return question.score > 0 ? grade('not-judged') : grade('not-scored');
  }
};

const gradeMultipleChoice = (
  question: TSimpleQuestion,
  key: TAnswerKeyOf<typeof QuestionType.MULTIPLE_CHOICE>,
  answer: TAnswerOf<typeof QuestionType.MULTIPLE_CHOICE>,
): TGrade => {
  const right = new Set(key.choices);
  if (!answer.choices.every((choice) => right.has(choice))) return WRONG;
  if (answer.choices.length === right.size) return grade('right', question.score);
  const ratio =
    question.scoring?.multipleChoicePartialRatio ?? DEFAULT_MULTIPLE_CHOICE_PARTIAL_RATIO;
  const score = Math.min(
    roundScore(question.score * Math.min(Math.max(ratio, 0), 1)),
    question.score,
  );
  return grade('partial', score);
};

/** Trimmed, whitespace collapsed, full-width forms folded (NFKC), lower-cased unless case matters. */
const normaliseBlank = (text: string, caseSensitive: boolean) => {
  const normalised = text.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return caseSensitive ? normalised : normalised.toLowerCase();
};

/**
 * A short answer scored by its keywords: each keyword found in the text, as it is or as one of its
 * synonyms (compared as blanks are, ignoring case), earns its points once; the sum is capped at
 * the question's score.
 */
const gradeKeywords = (question: TSimpleQuestion, keywords: TKeywordRule[], text: string) => {
  const answer = normaliseBlank(text, false);
  const points = keywords
    .filter(({ keyword, synonyms }) =>
      [keyword, ...synonyms].some((word) => {
        const normalised = normaliseBlank(word, false);
        return normalised !== '' && answer.includes(normalised);
      }),
    )
    .reduce((sum, keyword) => sum + keyword.points, 0);
  const score = Math.min(roundScore(points), question.score);
  if (score >= question.score) return grade('right', question.score);
  return score > 0 ? grade('partial', score) : WRONG;
};

const gradeFillInBlank = (
  question: TSimpleQuestion,
  key: TAnswerKeyOf<typeof QuestionType.FILL_IN_BLANK>,
  answer: TAnswerOf<typeof QuestionType.FILL_IN_BLANK>,
): TGrade => {
  // More entries than blanks would let unordered blanks be matched against a list of guesses.
  if (answer.blanks.length > key.blanks.length) return WRONG;
  const acceptable = key.blanks.map(
    (answers) => new Set(answers.map((text) => normaliseBlank(text, key.caseSensitive))),
  );
  const given = answer.blanks.map((text) => normaliseBlank(text, key.caseSensitive));
  const rightCount = key.blanksUnordered
    ? countUnorderedMatches(
        [...new Set(given)].filter((text) => text !== ''),
        acceptable,
      )
    : given.filter((text, index) => text !== '' && acceptable[index]?.has(text)).length;
  return gradeUnits(question, rightCount, key.blanks.length);
};

/**
 * The most blanks that distinct learner answers can fill, each answer and each blank used once
 * (maximum bipartite matching by augmenting paths; answer sets may overlap, so greedy falls short).
 */
const countUnorderedMatches = (answers: string[], blanks: Set<string>[]) => {
  const answerOfBlank: (number | undefined)[] = blanks.map(() => undefined);
  const assign = (answerIndex: number, visited: Set<number>): boolean => {
    const text = answers[answerIndex] ?? '';
    for (const [blankIndex, acceptable] of blanks.entries()) {
      if (visited.has(blankIndex) || !acceptable.has(text)) continue;
      visited.add(blankIndex);
      const holder = answerOfBlank[blankIndex];
      if (holder === undefined || assign(holder, visited)) {
        answerOfBlank[blankIndex] = answerIndex;
        return true;
      }
    }
    return false;
  };
  return answers.filter((_, answerIndex) => assign(answerIndex, new Set())).length;
};

const gradeCloze = (
  question: TSimpleQuestion,
  key: TAnswerKeyOf<typeof QuestionType.CLOZE>,
  answer: TAnswerOf<typeof QuestionType.CLOZE>,
): TGrade => {
  if (answer.choices.length > key.choices.length) return WRONG;
  const rightCount = key.choices.filter((choice, index) => answer.choices[index] === choice).length;
  return gradeUnits(question, rightCount, key.choices.length);
};

/** Matching (left → right) and classification (item → category): one unit per key entry. */
const gradeMapping = (
  question: TSimpleQuestion,
  key: Record<string, string>,
  answer: Record<string, string>,
): TGrade => {
  const entries = Object.entries(key);
  const rightCount = entries.filter(
    ([from, to]) => Object.hasOwn(answer, from) && answer[from] === to,
  ).length;
  return gradeUnits(question, rightCount, entries.length);
};

const gradeCombination = (
  question: TGradableQuestion,
  key: TAnswerKeyOf<typeof QuestionType.COMBINATION>,
  answer: TAnswerOf<typeof QuestionType.COMBINATION>,
): TGrade => {
  const partGrade = (part: TCombinationPartKey): TGrade => {
    const partAnswer = Object.hasOwn(answer.parts, part.id) ? answer.parts[part.id] : undefined;
    if (!partAnswer || isEmptyAnswer(partAnswer)) return grade('unanswered');
    if (partAnswer.questionType !== part.key.questionType) return WRONG;
    return gradeSimple({ score: part.score, key: part.key, scoring: question.scoring }, partAnswer);
  };
  const grades = key.parts.map(partGrade);
  const score = Math.min(
    roundScore(grades.reduce((sum, { score: partScore }) => sum + partScore, 0)),
    question.score,
  );
  // Scale parts carry no score, so they neither answer the combination nor make it wrong.
  const scored = grades
    .filter((_, index) => key.parts[index]?.key.questionType !== QuestionType.SCALE)
    .map(({ status }) => status);
  const considered = scored.length > 0 ? scored : grades.map(({ status }) => status);
  if (considered.every((status) => status === 'unanswered')) return grade('unanswered');
  if (scored.length === 0) return grade('not-scored');
  if (scored.includes('not-judged')) return grade('not-judged', score);
  if (scored.every((status) => status === 'right')) return grade('right', score);
  if (scored.some((status) => status === 'right' || status === 'partial')) {
    return grade('partial', score);
  }
  return WRONG;
};
