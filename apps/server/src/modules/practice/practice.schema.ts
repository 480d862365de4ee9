export type PracticeClassificationTable = {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  classify_code: string;
  /** Spec §3: codes from the root down to this node, each followed by '/'. */
  classify_path: string;
  name: string;
  is_able: number;
  sort: number;
  created_at: number;
};

export type PracticeTaskTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  classification_id: string | null;
  level: number;
  /** JSON: knowledge points' names. */
  points: string;
  /** Yuan; 0: free. */
  cost: number;
  /** JSON: ids of the questions it draws, in order. */
  question_ids: string;
  created_at: number;
  updated_at: number;
};

export type PracticeTaskPaymentTable = {
  tenant_id: string;
  task_id: string;
  member_id: string;
  paid_at: number;
};

export type PracticeMyTaskTable = {
  tenant_id: string;
  member_id: string;
  task_id: string;
  added_at: number;
};

/** A learner's current round of a task. */
export type PracticeProgressTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  task_id: string;
  mode: string;
  last_seq: number;
  /** Saves at or below it predate the last finish or reset. */
  floor_seq: number;
  /** How many questions of the round are answered. */
  answered_count: number;
  started_at: number;
  last_saved_at: number | null;
};

export type PracticeAnswerTable = {
  tenant_id: string;
  progress_id: string;
  question_id: string;
  /** JSON: contracts `TAnswer`. */
  answer: string;
  seq: number;
  /** contracts `TGradeStatus`. */
  status: string;
  score: number;
  saved_at: number;
};

export type PracticeRecordTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  task_id: string;
  question_count: number;
  correct_count: number;
  score: number;
  time_spent_ms: number;
  started_at: number;
  finished_at: number;
};

export type PracticeTables = {
  practice_classifications: PracticeClassificationTable;
  practice_tasks: PracticeTaskTable;
  practice_task_payments: PracticeTaskPaymentTable;
  practice_my_tasks: PracticeMyTaskTable;
  practice_progress: PracticeProgressTable;
  practice_answers: PracticeAnswerTable;
  practice_records: PracticeRecordTable;
};
