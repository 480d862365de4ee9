import { QuestionType, type TQuestionType } from '../common/enums';
import type { TPackIssue } from '../common/pack-issue';
import { UPLOAD_EXTENSIONS } from '../common/upload';
import type { TQuestionOption } from './question';
import type { TPackCombinationQuestion, TPackQuestion, TPackSimpleQuestion } from './question-pack';

/**
 * Checks of a content pack's questions that one schema cannot make: every answer key consistent
 * with what the learner is shown, options and parts unique, attachments and pictures complete.
 */

/** Choice, scale and sorting questions need something to choose between or to order. */
const MIN_OPTIONS: Partial<Record<TQuestionType, number>> = {
  [QuestionType.SINGLE_CHOICE]: 2,
  [QuestionType.MULTIPLE_CHOICE]: 2,
  [QuestionType.SORTING]: 2,
  [QuestionType.MATCHING]: 1,
  [QuestionType.CLASSIFICATION]: 1,
  [QuestionType.SCALE]: 2,
};
/** Matching has a right column, classification its categories. */
const MIN_TARGETS: Partial<Record<TQuestionType, number>> = {
  [QuestionType.MATCHING]: 1,
  [QuestionType.CLASSIFICATION]: 1,
};
/** Each cloze blank offers at least two options. */
const MIN_CLOZE_BLANK_OPTIONS = 2;

const SCORE_FACTOR = 100;
/** Scores carry at most 2 decimals (ZQuestionScore), so they compare as whole hundredths. */
export const sameScore = (left: number, right: number) =>
  Math.round(left * SCORE_FACTOR) === Math.round(right * SCORE_FACTOR);

export const isCombination = (question: TPackQuestion): question is TPackCombinationQuestion =>
  'questionType' in question && question.questionType === QuestionType.COMBINATION;

/** A pack question's type: a combination's own, otherwise its key's. */
export const packQuestionType = (question: TPackQuestion): TQuestionType =>
  isCombination(question) ? QuestionType.COMBINATION : question.key.questionType;

/** A combination's score: the sum of its parts' scores, to 2 decimals. */
export const combinationScore = (question: TPackCombinationQuestion) =>
  Math.round(question.parts.reduce((sum, part) => sum + part.score, 0) * SCORE_FACTOR) /
  SCORE_FACTOR;

const duplicatesOf = (values: string[]) => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
];

const optionKeys = (options: TQuestionOption[]) => options.map((option) => option.key);

/** Keys of a key list that the offered options do not have. */
const unknownKeys = (keys: string[], offered: TQuestionOption[]) => {
  const known = new Set(optionKeys(offered));
  return keys.filter((key) => !known.has(key));
};

/** Whether the key list names every offered option exactly once. */
const coversAll = (keys: string[], offered: TQuestionOption[]) =>
  keys.length === offered.length && unknownKeys(keys, offered).length === 0;

/** How the messages name the two sides of a matching or classification key. */
const MAPPING_WORDS = {
  [QuestionType.MATCHING]: {
    from: 'left item',
    fromMany: 'left items',
    to: 'right item',
    toMany: 'right items',
  },
  [QuestionType.CLASSIFICATION]: {
    from: 'item',
    fromMany: 'items',
    to: 'category',
    toMany: 'categories',
  },
};

const keyIssues = (question: TPackSimpleQuestion): TPackIssue[] => {
  const { key, options, targets, clozeBlanks } = question;
  const issue = (path: (string | number)[], message: string): TPackIssue[] => [
    { path: ['key', ...path], message },
  ];
  switch (key.questionType) {
    case QuestionType.SINGLE_CHOICE:
      return unknownKeys([key.choice], options).length > 0
        ? issue(['choice'], `the right choice ${key.choice} is not an option`)
        : [];
    case QuestionType.MULTIPLE_CHOICE: {
      const unknown = unknownKeys(key.choices, options);
      return unknown.length > 0
        ? issue(['choices'], `right choices that are not options: ${unknown.join(', ')}`)
        : [];
    }
    case QuestionType.CLOZE: {
      if (key.choices.length !== clozeBlanks.length) {
        return issue(
          ['choices'],
          `${key.choices.length} right choices for ${clozeBlanks.length} cloze blanks`,
        );
      }
      return key.choices.flatMap((choice, index) =>
        unknownKeys([choice], clozeBlanks[index] ?? []).length > 0
          ? issue(['choices', index], `${choice} is not an option of blank ${index + 1}`)
          : [],
      );
    }
    case QuestionType.SORTING:
      return coversAll(key.order, options)
        ? []
        : issue(['order'], 'the right order must name every item exactly once');
    case QuestionType.MATCHING:
    case QuestionType.CLASSIFICATION: {
      const mapping = key.questionType === QuestionType.MATCHING ? key.pairs : key.groups;
      const field = key.questionType === QuestionType.MATCHING ? 'pairs' : 'groups';
      const words = MAPPING_WORDS[key.questionType];
      const unknownFrom = unknownKeys(Object.keys(mapping), options);
      const unknownTo = [...new Set(unknownKeys(Object.values(mapping), targets))];
      const unmapped = options.filter((option) => !Object.hasOwn(mapping, option.key));
      return [
        ...(unknownFrom.length > 0
          ? issue([field], `${words.fromMany} that are not options: ${unknownFrom.join(', ')}`)
          : []),
        ...(unknownTo.length > 0
          ? issue([field], `${words.toMany} that are not targets: ${unknownTo.join(', ')}`)
          : []),
        ...(unmapped.length > 0
          ? issue(
              [field],
              `every ${words.from} needs its ${words.to}; missing: ${optionKeys(unmapped).join(', ')}`,
            )
          : []),
      ];
    }
    default:
      return [];
  }
};

/** Options, targets and cloze blanks as the question type uses them; unique keys in each. */
const shapeIssues = (question: TPackSimpleQuestion): TPackIssue[] => {
  const type = question.key.questionType;
  const issues: TPackIssue[] = [];
  const minOptions = MIN_OPTIONS[type];
  if (minOptions === undefined && question.options.length > 0) {
    issues.push({ path: ['options'], message: `a question of type ${type} has no options` });
  }
  if (minOptions !== undefined && question.options.length < minOptions) {
    issues.push({ path: ['options'], message: `needs at least ${minOptions} options` });
  }
  const minTargets = MIN_TARGETS[type];
  if (minTargets === undefined && question.targets.length > 0) {
    issues.push({ path: ['targets'], message: `a question of type ${type} has no targets` });
  }
  if (minTargets !== undefined && question.targets.length < minTargets) {
    issues.push({ path: ['targets'], message: `needs at least ${minTargets} targets` });
  }
  if (type !== QuestionType.CLOZE && question.clozeBlanks.length > 0) {
    issues.push({ path: ['clozeBlanks'], message: 'only a cloze question has cloze blanks' });
  }
  question.clozeBlanks.forEach((blank, index) => {
    if (blank.length < MIN_CLOZE_BLANK_OPTIONS) {
      issues.push({
        path: ['clozeBlanks', index],
        message: `a cloze blank needs at least ${MIN_CLOZE_BLANK_OPTIONS} options`,
      });
    }
  });
  const lists: [(string | number)[], TQuestionOption[]][] = [
    [['options'], question.options],
    [['targets'], question.targets],
    ...question.clozeBlanks.map((blank, index): [(string | number)[], TQuestionOption[]] => [
      ['clozeBlanks', index],
      blank,
    ]),
  ];
  for (const [path, options] of lists) {
    const duplicates = duplicatesOf(optionKeys(options));
    if (duplicates.length > 0) {
      issues.push({ path, message: `duplicate option keys: ${duplicates.join(', ')}` });
    }
  }
  if (question.upload !== null) {
    if (type !== QuestionType.SHORT_ANSWER) {
      issues.push({ path: ['upload'], message: 'only a short answer takes files' });
    }
    const unknownTypes = question.upload.types.filter(
      (extension) => !(UPLOAD_EXTENSIONS as readonly string[]).includes(extension),
    );
    if (unknownTypes.length > 0) {
      issues.push({
        path: ['upload', 'types'],
        message: `file types that cannot be uploaded: ${unknownTypes.join(', ')}`,
      });
    }
  }
  return issues;
};

const attachmentIssues = (question: TPackQuestion): TPackIssue[] =>
  question.docUrls.length === question.docNames.length
    ? []
    : [
        {
          path: ['docNames'],
          message: `${question.docNames.length} names for ${question.docUrls.length} attachments`,
        },
      ];

const pictureAltIssues = (question: TPackQuestion): TPackIssue[] =>
  question.docPicAlts.length <= question.docPics.length
    ? []
    : [
        {
          path: ['docPicAlts'],
          message: `${question.docPicAlts.length} alternative texts for ${question.docPics.length} pictures`,
        },
      ];

const simpleQuestionIssues = (question: TPackSimpleQuestion): TPackIssue[] => [
  ...shapeIssues(question),
  ...keyIssues(question),
  ...attachmentIssues(question),
  ...pictureAltIssues(question),
];

/** The issues of one question, paths relative to the question. */
export const packQuestionIssues = (question: TPackQuestion): TPackIssue[] => {
  if (!isCombination(question)) return simpleQuestionIssues(question);
  const duplicates = duplicatesOf(question.parts.map((part) => part.code));
  return [
    ...attachmentIssues(question),
    ...pictureAltIssues(question),
    ...(duplicates.length > 0
      ? [{ path: ['parts'], message: `duplicate part codes: ${duplicates.join(', ')}` }]
      : []),
    ...question.parts.flatMap((part, index) =>
      simpleQuestionIssues(part).map((issue) => ({
        ...issue,
        path: ['parts', index, ...issue.path],
      })),
    ),
  ];
};
