export type MistakeSettingsTable = {
  tenant_id: string;
  member_id: string;
  collect_in_exam: number;
  collect_in_exercise: number;
  collect_in_knowledge_exercise: number;
  auto_remove: number;
  auto_remove_after: number;
  updated_at: number;
};

/** One wrong question in one of a learner's sets. */
export type MistakeTable = {
  tenant_id: string;
  member_id: string;
  /** Spec §3: 5 exam, 1 exercise, 3 knowledge point. */
  source_type: number;
  /** Paper or practice classification id, or knowledge point name; '' unclassified. */
  source_id: string;
  question_id: string;
  wrong_count: number;
  correct_count: number;
  last_wrong_at: number;
};

/** An answer given while practising a set, by the learner's seq. */
export type MistakeAnswerTable = {
  tenant_id: string;
  member_id: string;
  seq: number;
  source_type: number;
  source_id: string;
  question_id: string;
  status: string;
  /** The set's counts after this answer; a repeat of it answers them. */
  wrong_count: number;
  correct_count: number;
  removed: number;
  saved_at: number;
};

export type MistakesTables = {
  mistake_settings: MistakeSettingsTable;
  mistakes: MistakeTable;
  mistake_answers: MistakeAnswerTable;
};
