import type { Executor } from '../services/service-deps';

/** A wrong practice answer: the learner's and its question's. */
export type WrongPracticeAnswer = {
  tenantId: string;
  memberId: string;
  questionId: string;
  /** The task's practice classification; null: unclassified. */
  classificationId: string | null;
  knowledgePoints: string[];
};

/** The wrong answers of a submitted exam sheet: its questions count once each. */
export type WrongSheetAnswers = {
  tenantId: string;
  memberId: string;
  /** The paper's classification; null: unclassified. */
  classificationId: string | null;
  questionIds: string[];
};

/**
 * Wrong answers other features hand to the learner's mistake sets. The mistakes module owns the
 * tables and implements this (modules/mistakes/wrong-answers.repository.ts); the app lends it
 * (features.ts, docs/decisions/0039, 0055). Built on an executor, so the answer and its mistake
 * commit together.
 */
export type WrongAnswers = {
  /**
   * Once per answer: by the transaction whose insert stored it (an answer is stored once per
   * round and question, so its insert claims its identity).
   */
  collectPractice: (wrong: WrongPracticeAnswer) => Promise<void>;
  /**
   * The sheets ended in one transaction, by the transaction that ended them (a sheet ends once:
   * its claim is conditional on its state).
   */
  collectExam: (sheets: WrongSheetAnswers[]) => Promise<void>;
};

export type WrongAnswersOn = (executor: Executor) => WrongAnswers;
