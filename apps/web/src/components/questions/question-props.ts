import type { TAnswer, TAnswerOf } from '@lectern/contracts/questions/answer';
import type { TAnswerKey, TAnswerKeyOf } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';

type TQuestionTypeCode = TAnswer['questionType'];

/** The answer detail shows a question read-only with its right answer (null: none to show). */
export type TReview = { answerKey: TAnswerKey | null };

/** What every question type's answer component takes. */
export type TQuestionInputProps<T extends TQuestionTypeCode> = {
  question: TQuestionView;
  answer: TAnswerOf<T> | null;
  /** null: the learner cleared the answer (nothing chosen, typed or recorded). */
  onChange: (answer: TAnswerOf<T> | null) => void;
  /** Read-only with the right answer, for the answer detail. */
  review?: TReview;
  /** The id of the element that names the question (its number and content). */
  labelledBy: string;
};

/** The right answer of a keyed type, when the review has one for this type. */
export function answerKeyOf<T extends TAnswerKey['questionType']>(
  review: TReview | undefined,
  questionType: T,
): TAnswerKeyOf<T> | null {
  const answerKey = review?.answerKey;
  return answerKey && answerKey.questionType === questionType
    ? (answerKey as TAnswerKeyOf<T>)
    : null;
}

/** Choices are lettered by position (A, B, C ...), whatever their keys are. */
export const optionLetter = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : String(index + 1);

/** The letter of the option with `key` among `options`, or the key itself when unknown. */
export function letterOfKey(options: readonly { key: string }[], key: string) {
  const index = options.findIndex((option) => option.key === key);
  return index < 0 ? key : optionLetter(index);
}

/** The visible text of an option's rich content, for selects and summaries. */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  // A formula reads as its LaTeX without the \[ \] around it ('E = mc^2').
  const text = (document.body.textContent ?? '').replace(/\\\[([\s\S]+?)\\\]/g, '$1');
  return text.replace(/\s+/g, ' ').trim();
}
