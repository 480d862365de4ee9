export type PkQuizTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** JSON: ids of the pool's questions. */
  question_ids: string;
  questions_per_match: number;
  seconds_per_question: number;
  credits_win: number;
  credits_draw: number;
  credits_loss: number;
  created_at: number;
  updated_at: number;
};

/** A learner waiting to be matched in a quiz. */
export type PkQueueTable = {
  tenant_id: string;
  member_id: string;
  quiz_id: string;
  joined_at: number;
  /** The last time the learner's lobby showed it was still there. */
  seen_at: number;
};

export type PkMatchTable = {
  id: string;
  tenant_id: string;
  quiz_id: string;
  quiz_name: string;
  /** JSON: ids of the match's questions, in order. */
  question_ids: string;
  seconds_per_question: number;
  /** JSON: `{win, draw, loss}` credits. */
  credits: string;
  /** contracts `PkMatchStatus`. */
  status: string;
  /** contracts `PkEndReason`. */
  end_reason: string | null;
  version: number;
  starts_at: number;
  ends_at: number;
  finished_at: number | null;
  created_at: number;
};

export type PkPlayerTable = {
  tenant_id: string;
  match_id: string;
  member_id: string;
  seat: number;
  score: number;
  answered_count: number;
  present_since: number;
  away_since: number | null;
  /** contracts `PkResult`, once the match has ended. */
  result: string | null;
  credits: number | null;
};

export type PkAnswerTable = {
  tenant_id: string;
  match_id: string;
  member_id: string;
  question_index: number;
  /** JSON: contracts `TAnswer`. */
  answer: string;
  correct: number;
  answered_at: number;
};

export type PkChallengeTable = {
  id: string;
  tenant_id: string;
  quiz_id: string;
  from_member_id: string;
  to_member_id: string;
  /** contracts `PkChallengeStatus`. */
  status: string;
  match_id: string | null;
  created_at: number;
  expires_at: number;
};

export type PkTables = {
  pk_quizzes: PkQuizTable;
  pk_queue: PkQueueTable;
  pk_matches: PkMatchTable;
  pk_players: PkPlayerTable;
  pk_answers: PkAnswerTable;
  pk_challenges: PkChallengeTable;
};
