export type CourseClassificationTable = {
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

/** A course with its rules (spec §4) as columns; booleans are 0/1. */
export type CourseTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  classification_id: string | null;
  cover_url: string | null;
  /** Sanitised HTML. */
  introduction: string;
  /** contracts `TCourseType`. */
  type: string;
  open_time: number;
  credit: number;
  points_price: number;
  in_order: number;
  attempts_allowed: number | null;
  first_signature: number;
  completion_signature: number;
  face_capture: number;
  certificate: number;
  /** The final exam's paper (exams' `papers.id`). */
  final_paper_id: string | null;
  final_opens_after_minutes: number | null;
  click_count: number;
  created_at: number;
  updated_at: number;
};

export type CoursewareTable = {
  id: string;
  tenant_id: string;
  course_id: string;
  code: string;
  name: string;
  /** contracts `TCoursewareKind`. */
  kind: string;
  position: number;
  duration_seconds: number | null;
  page_count: number | null;
  complete_seconds: number;
  /** A single file's URL; null for a folder or rich text. */
  file_url: string | null;
  /** A folder's launch file (a `courseware_files.path`); null without a folder. */
  entry: string | null;
  /** '1.2' or '2004' for SCORM packages. */
  scorm_version: string | null;
  html: string | null;
  plays_allowed: number | null;
  created_at: number;
  updated_at: number;
};

/** A file of a courseware's folder (a SCORM package, an HLS stream), kept in storage. */
export type CoursewareFileTable = {
  tenant_id: string;
  courseware_id: string;
  /** Relative to the folder, '/'-separated, as the pack has it. */
  path: string;
  storage_key: string;
  sha256: string;
  mime: string;
  size: number;
};

export type CourseQuizTable = {
  id: string;
  tenant_id: string;
  courseware_id: string;
  position: number;
  /** The second (media) or page (documents) at which it is asked. */
  at: number;
  question_id: string;
};

/** A learner's run of a course; `ended_at` set by an administrator's reset. */
export type CourseRunTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  course_id: string;
  run_no: number;
  /** contracts `TLearningStatus`. */
  status: number;
  started_at: number;
  completed_at: number | null;
  last_learn_at: number | null;
  learned_ms: number;
  completed_count: number;
  days_learned: number;
  last_learn_day: string | null;
  first_sign_url: string | null;
  first_signed_at: number | null;
  completion_sign_url: string | null;
  completion_signed_at: number | null;
  face_passed_at: number | null;
  face_failures: number;
  ended_at: number | null;
};

/** A run's progress on one courseware, fed by heartbeats (decision 0062). */
export type CoursewareProgressTable = {
  tenant_id: string;
  run_id: string;
  courseware_id: string;
  learned_ms: number;
  /** What the last heartbeat credited. */
  last_credit_ms: number;
  position: number;
  /** JSON: pages seen, ascending. */
  pages_seen: string;
  completed_at: number | null;
  last_beat_at: number | null;
  /** 1 while the last beat left the clock running. */
  beat_open: number;
  seq: number;
  plays_used: number;
};

export type ScormDataTable = {
  tenant_id: string;
  run_id: string;
  courseware_id: string;
  /** JSON: the runtime's cmi object. */
  cmi: string;
  seq: number;
  completion_status: string | null;
  success_status: string | null;
  score: number | null;
  updated_at: number;
};

export type CourseQuizAnswerTable = {
  tenant_id: string;
  run_id: string;
  quiz_id: string;
  /** JSON: contracts `TAnswer`. */
  answer: string;
  /** contracts `TGradeStatus`. */
  status: string;
  answered_at: number;
};

export type CourseNoteTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  course_id: string;
  courseware_id: string;
  content: string;
  is_public: number;
  at: number;
  created_at: number;
  updated_at: number;
};

export type CourseCommentTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  course_id: string;
  content: string;
  score: number;
  created_at: number;
  updated_at: number;
};

export type CourseFavouriteTable = {
  tenant_id: string;
  member_id: string;
  course_id: string;
  created_at: number;
};

export type CoursewareFavouriteTable = {
  tenant_id: string;
  member_id: string;
  courseware_id: string;
  created_at: number;
};

/**
 * A learner's credited course learning on one calendar day of the tenant's time zone (migration
 * 0036), added to by each heartbeat: the daily figures of the learning reports.
 */
export type CourseStudyDayTable = {
  tenant_id: string;
  member_id: string;
  /** YYYY-MM-DD. */
  day: string;
  learned_ms: number;
};

export type CoursesTables = {
  course_classifications: CourseClassificationTable;
  courses: CourseTable;
  coursewares: CoursewareTable;
  courseware_files: CoursewareFileTable;
  course_quizzes: CourseQuizTable;
  course_runs: CourseRunTable;
  courseware_progress: CoursewareProgressTable;
  scorm_data: ScormDataTable;
  course_quiz_answers: CourseQuizAnswerTable;
  course_notes: CourseNoteTable;
  course_comments: CourseCommentTable;
  course_favourites: CourseFavouriteTable;
  courseware_favourites: CoursewareFavouriteTable;
  course_study_days: CourseStudyDayTable;
};
