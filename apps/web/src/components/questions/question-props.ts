import type { TAnswer, TAnswerOf } from '@lectern/contracts/questions/answer';
import type { TAnswerKeyOf } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import type { ComponentType } from 'react';
import { withoutDelimiters } from '@/lib/formulas';

type TQuestionTypeCode = TAnswer['questionType'];

/** What every question type's input view takes: the learner answers with it. */
export type TQuestionInputProps<T extends TQuestionTypeCode> = {
  question: TQuestionView;
  answer: TAnswerOf<T> | null;
  /** null: the learner cleared the answer (nothing chosen, typed or recorded). */
  onChange: (answer: TAnswerOf<T> | null) => void;
  /** The id of the element that names the question (its number and content). */
  labelledBy: string;
};

/**
 * The right answer a type's review view shows: short answers, recordings and scales have none, so
 * their review views take no key.
 */
type TAnswerKeyProp<T extends TQuestionTypeCode> = [TAnswerKeyOf<T>] extends [never]
  ? { answerKey?: never }
  : { /** null: none to show. */ answerKey: TAnswerKeyOf<T> | null };

/** What every question type's review view takes: the learner's answer, read-only, and the key. */
export type TQuestionReviewProps<T extends TQuestionTypeCode> = {
  question: TQuestionView;
  answer: TAnswerOf<T> | null;
  /** The id of the element that names the question (its number and content). */
  labelledBy: string;
} & TAnswerKeyProp<T>;

/** A question type's two views: its answer controls, and its answer read-only with the key. */
export type TQuestionViews<T extends TQuestionTypeCode> = {
  Input: ComponentType<TQuestionInputProps<T>>;
  Review: ComponentType<TQuestionReviewProps<T>>;
};

/** Choices are lettered by position (A, B, C ...), whatever their keys are. */
export const optionLetter = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : String(index + 1);

/** The visible text of an option's rich content, for selects and summaries. */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const text = withoutDelimiters(document.body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}
