import type { ColumnType } from 'kysely';

export type QuestionBankTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  created_at: number;
  updated_at: number;
};

export type QuestionTable = {
  id: string;
  tenant_id: string;
  bank_id: string;
  code: string;
  question_type: number;
  /** JSON: contracts `TQuestionView` (score 0; the paper gives the score). */
  view: string;
  /** JSON: contracts `TAnswerKey`. Never sent before results are released. */
  answer_key: string;
  analysis: string | null;
  /** JSON: the knowledge points' names (migration 0022; '[]' for questions from before). */
  knowledge_points: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
};

/** A learner's error-correction report on a question (migration 0025, decision 0057). */
export type QuestionCorrectionTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  question_id: string;
  /** contracts `TCorrectionKind`. */
  kind: string;
  text: string;
  /** contracts `TCorrectionStatus`. */
  status: string;
  created_at: number;
  handled_at: number | null;
  /** The administrator who marked it handled. */
  handled_by: string | null;
};

export type QuestionsTables = {
  question_banks: QuestionBankTable;
  questions: QuestionTable;
  question_corrections: QuestionCorrectionTable;
};
