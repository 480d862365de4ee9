import type { Executor } from '../services/service-deps';

/** A wrong practice answer, by its identity: the round, the question and the save's seq. */
export type WrongPracticeAnswer = {
  tenantId: string;
  memberId: string;
  progressId: string;
  seq: number;
  questionId: string;
  /** The task's practice classification; null: unclassified. */
  classificationId: string | null;
  knowledgePoints: string[];
};

/** The wrong answers of a submitted exam sheet, by the sheet: its questions count once each. */
export type WrongSheetAnswers = {
  tenantId: string;
  memberId: string;
  sheetId: string;
  /** The paper's classification; null: unclassified. */
  classificationId: string | null;
  questionIds: string[];
};

/**
 * Wrong answers other features hand to the learner's mistake sets. The mistakes module owns the
 * tables and implements this (modules/mistakes/wrong-answers.repository.ts); the app lends it
 * (features.ts, docs/decisions/0039, 0055). Built on an executor, so the answer and its mistake
 * commit together; an answer's identity counts once however often it is handed over.
 */
export type WrongAnswers = {
  collectPractice: (wrong: WrongPracticeAnswer) => Promise<void>;
  collectExam: (wrong: WrongSheetAnswers) => Promise<void>;
};

export type WrongAnswersOn = (executor: Executor) => WrongAnswers;
