/** An offline training class (docs/decisions/0066): taught in a room, over sessions. */
export type OfflineClassTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  introduction: string;
  location: string;
  /** The member who teaches it and draws its attendance codes; null: administrators only. */
  trainer_id: string | null;
  credit: number;
  /** The class exam (exams' `papers.id`, invitationType 8). */
  exam_paper_id: string | null;
  created_at: number;
  updated_at: number;
};

export type OfflineClassLearnerTable = { tenant_id: string; class_id: string; member_id: string };

export type OfflineSessionTable = {
  id: string;
  tenant_id: string;
  class_id: string;
  code: string;
  name: string;
  location: string;
  description: string;
  position: number;
  start_time: number;
  end_time: number;
  sign_in_start: number;
  sign_in_end: number;
  sign_out_start: number;
  sign_out_end: number;
  created_at: number;
};

/** A code drawn for a session's window: random, short-lived, scanned once per learner. */
export type OfflineAttendanceCodeTable = {
  code: string;
  tenant_id: string;
  session_id: string;
  /** contracts `TAttendanceKind`. */
  kind: string;
  expires_at: number;
  created_at: number;
};

/** A learner's use of a code: the primary key refuses a replay by the same learner. */
export type OfflineAttendanceCodeUseTable = {
  tenant_id: string;
  code: string;
  member_id: string;
  used_at: number;
};

export type OfflineAttendanceTable = {
  tenant_id: string;
  session_id: string;
  member_id: string;
  real_sign_in_time: number;
  real_sign_out_time: number | null;
};

export type OfflineHomeworkTable = {
  id: string;
  tenant_id: string;
  class_id: string;
  code: string;
  title: string;
  description: string;
  full_score: number;
  pass_score: number;
  end_time: number | null;
  position: number;
  created_at: number;
};

/** A learner's one submission of a homework: replaced until graded, graded once. */
export type OfflineHomeworkSubmissionTable = {
  id: string;
  tenant_id: string;
  homework_id: string;
  member_id: string;
  content: string;
  /** JSON: `[{ url, name }]`. */
  files: string;
  submitted_at: number;
  submit_count: number;
  score: number | null;
  comment: string | null;
  graded_by: string | null;
  graded_at: number | null;
};

/** When a learner first met a class's completion rule: credited once, with this row. */
export type OfflineClassCompletionTable = {
  tenant_id: string;
  class_id: string;
  member_id: string;
  completed_at: number;
};

export type OfflineTrainingTables = {
  offline_classes: OfflineClassTable;
  offline_class_learners: OfflineClassLearnerTable;
  offline_sessions: OfflineSessionTable;
  offline_attendance_codes: OfflineAttendanceCodeTable;
  offline_attendance_code_uses: OfflineAttendanceCodeUseTable;
  offline_attendance: OfflineAttendanceTable;
  offline_homeworks: OfflineHomeworkTable;
  offline_homework_submissions: OfflineHomeworkSubmissionTable;
  offline_class_completions: OfflineClassCompletionTable;
};
