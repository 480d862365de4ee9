/** A tenant's daily practice (content pack `dailyPractices`). */
export type DailyPracticeTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  description: string;
  /** JSON: ids of the questions each day's are drawn from. */
  pool_question_ids: string;
  questions_per_day: number;
  credits_for_finish: number;
  credits_per_correct: number;
  /** `YYYY-MM-DD` in the day time zone; null: no limit. */
  starts_on: string | null;
  ends_on: string | null;
  created_at: number;
  updated_at: number;
};

/** A learner's day of a daily practice: drawn when started, scored when finished. */
export type DailyRoundTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  daily_id: string;
  /** `YYYY-MM-DD` in the day time zone. */
  day: string;
  /** JSON: the day's questions, in order. */
  question_ids: string;
  last_seq: number;
  started_at: number;
  last_saved_at: number | null;
  /** Null while in progress. */
  finished_at: number | null;
  correct_count: number;
  score: number;
  time_spent_ms: number;
  credits: number;
};

export type DailyAnswerTable = {
  tenant_id: string;
  round_id: string;
  question_id: string;
  /** JSON: contracts `TAnswer`. */
  answer: string;
  seq: number;
  /** contracts `TGradeStatus`. */
  status: string;
  score: number;
  saved_at: number;
};

export type DailyPracticeTables = {
  daily_practices: DailyPracticeTable;
  daily_rounds: DailyRoundTable;
  daily_answers: DailyAnswerTable;
};
