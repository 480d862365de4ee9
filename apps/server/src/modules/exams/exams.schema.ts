import type { ColumnType } from 'kysely';

/** The paper classification tree (spec §3): the same shape as the organisation tree. */
export type ExamClassificationTable = {
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

export type PaperTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  classification_id: string | null;
  published: number;
  is_public: number;
  push_date: number | null;
  enable_time: number | null;
  expire_time: number | null;
  latest_start_time: number | null;
  duration_minutes: number | null;
  question_count: number;
  total_score: number;
  pass_score: number;
  seconds_per_question: number | null;
  times_allowed: number | null;
  times_per_day: number | null;
  paid: number;
  pay_amount: number;
  earliest_submit_minutes: number | null;
  require_all_answered: number;
  shuffle_questions: number;
  /** contracts `AnswersVisibility`. */
  answers_visibility: string;
  hide_result_until_end: number;
  /** contracts `KeysVisibility` (migration 0013, as the next four; inserts may leave them out). */
  keys_visibility: ColumnType<string, string | undefined, string>;
  /** When hidden results are released instead of examExpireTime; null: hide_result_until_end. */
  result_release_time: ColumnType<number | null, number | null | undefined, number | null>;
  /** Pass (break-through) mode: wrong answers forgiven before the sheet is submitted; null: off. */
  pass_chances: ColumnType<number | null, number | null | undefined, number | null>;
  multiple_choice_partial_ratio: number;
  /** Spec §3 allowSuspension (migration 0012; inserts may leave these three to their defaults). */
  allow_suspension: ColumnType<number, number | undefined, number>;
  /** Pauses one attempt may take; null: any number. */
  max_pauses: ColumnType<number | null, number | null | undefined, number | null>;
  max_pause_minutes: ColumnType<number, number | undefined, number>;
  /** Spec §4 self-grading allowed (migration 0014; inserts may leave it to its default, 0). */
  self_grading: ColumnType<number, number | undefined, number>;
  /** Spec §4 leave rule (migration 0015; inserts may leave these five to their defaults). */
  leave_check: ColumnType<number, number | undefined, number>;
  leave_return_seconds: ColumnType<number, number | undefined, number>;
  leave_max_seconds: ColumnType<number, number | undefined, number>;
  /** Counted leaves, violations allowed; null: any number. */
  max_leaves: ColumnType<number | null, number | null | undefined, number | null>;
  max_leave_violations: ColumnType<number | null, number | null | undefined, number | null>;
  /** Spec §3 device rules (migration 0019; inserts may leave both to their defaults, 0). */
  forbid_pc_browser: ColumnType<number, number | undefined, number>;
  forbid_pc_client: ColumnType<number, number | undefined, number>;
  /**
   * JSON: contracts `TPackCustomField[]` in form order, the information collected before the
   * exam (migration 0016; inserts may leave it to its default, none).
   */
  collection_fields: ColumnType<string, string | undefined, string>;
  /** Spec §2 manual signature asked for before submitting (migration 0017; inserts may leave both). */
  signature_required: ColumnType<number, number | undefined, number>;
  /** What the signature pad asks the learner to sign as; null: the client's words. */
  signature_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** Spec §1 admission tickets (migration 0018; inserts may leave these two to their defaults). */
  admission_ticket: ColumnType<number, number | undefined, number>;
  /** JSON: the notes to examinees printed on the tickets, a string array. */
  examinee_notes: ColumnType<string, string | undefined, string>;
  /**
   * Spec §1 certificates: a sheet judged passed earns its learner a certificate (migration 0031;
   * inserts may leave it to its default, none).
   */
  certificate: ColumnType<number, number | undefined, number>;
  /**
   * JSON: contracts `TProctoringRule`, spec §1 proctored exams (migration 0020; inserts may leave
   * it to its default); null: not proctored.
   */
  proctoring: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: `{ title, content }`, null when none. */
  agreement: string | null;
  /** JSON: `{ questions: [{ questionId, score }], draws: [{ bankId, questionType, count, score }] }`. */
  composition: string;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
};

export type PaperInvitationTable = { tenant_id: string; paper_id: string; member_id: string };

export type PaperPaymentTable = {
  tenant_id: string;
  paper_id: string;
  member_id: string;
  amount: number;
  paid_at: number;
};

/** A draw of questions shared by the sheets that drew exactly these (migration 0007). */
export type QuestionSetTable = {
  tenant_id: string;
  id: string;
  /** JSON: `TSheetQuestion[]` in the sheets' order. */
  questions: string;
  created_at: number;
};

export type AnswerSheetTable = {
  id: string;
  tenant_id: string;
  paper_id: string;
  member_id: string;
  /** 1 for the learner's first attempt at the paper. */
  attempt_no: number;
  /** contracts `SheetState`. */
  state: string;
  started_at: number;
  /** null: no time limit. */
  deadline_at: number | null;
  finished_at: number | null;
  /** `SubmitReason` (answer-sheets.repository.ts): learner, time-up or page-leaves. */
  submit_reason: string | null;
  /**
   * JSON: the sheet's questions drawn and ordered at start, with scores, keys and analyses; empty
   * when they are in `question_sets` (sheets made since migration 0007).
   */
  questions: string;
  question_set_id: string | null;
  question_count: number;
  answered_count: number;
  last_seq: number;
  score: number | null;
  passed: number | null;
  /** JSON: per question id, contracts `TGradeStatus` and score; set when graded. */
  grades: string | null;
  query_code: string;
  /** Set when the learner deletes the exam record; the sheet still counts as an attempt. */
  hidden_at: number | null;
  /** Pauses taken (spec §4, migration 0012; inserts may leave these three to their defaults). */
  pause_count: ColumnType<number, number | undefined, number>;
  /**
   * Time paused, which does not count as time used. A pause counts whole when it starts and gives
   * back what it did not use when the learner resumes early.
   */
  paused_ms: ColumnType<number, number | undefined, number>;
  /** When the current pause ends by itself; null, or past: the time runs. */
  paused_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** The highest section opened (0: the first); sections open in order (migration 0013). */
  open_section: ColumnType<number, number | undefined, number>;
  /** Wrong answers given in pass mode. */
  wrong_count: ColumnType<number, number | undefined, number>;
  /** Spec §4 leave rule (migration 0015): counted leaves and violations so far. */
  leave_count: ColumnType<number, number | undefined, number>;
  leave_violations: ColumnType<number, number | undefined, number>;
  /**
   * Spec §2 manual signature (migration 0017): the learner's own image upload, its site-relative
   * URL and when it was stored; null: not signed. A new signature replaces the old.
   */
  signature_upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  signature_url: ColumnType<string | null, string | null | undefined, string | null>;
  signed_at: ColumnType<number | null, number | null | undefined, number | null>;
};

/** A reported leave of the answering page (spec §4 leave rule, migration 0015). */
export type SheetLeaveTable = {
  tenant_id: string;
  sheet_id: string;
  /** The client's id of the leave: reports sent again carry it. */
  leave_id: string;
  /** contracts `PageLeaveKind`. */
  kind: string;
  /** When the leave began on the server's clock: the left report's arrival, else the judged start. */
  left_at: number;
  /** When the return report arrived; null: open. */
  returned_at: number | null;
  /** The judged length: the client's, bounded by the server's clock; null while open. */
  duration_ms: number | null;
  /** The length the client reported. */
  client_duration_ms: number | null;
  /** contracts `PageLeaveOutcome`. */
  outcome: string;
  violation: ColumnType<number, number | undefined, number>;
  /** When the server first heard of the leave. */
  reported_at: number;
};

export type SheetAnswerTable = {
  tenant_id: string;
  sheet_id: string;
  question_id: string;
  /** JSON: contracts `TAnswer`, null when cleared. */
  answer: string | null;
  marked: number;
  seq: number;
  saved_at: number;
  /** Pass mode: 1 right, 0 wrong as judged on save; null otherwise (migration 0013). */
  verdict: ColumnType<number | null, number | null | undefined, number | null>;
  /** Per-question time: when the sheet first showed the question (migration 0013). */
  opened_at: ColumnType<number | null, number | null | undefined, number | null>;
};

/** A person's score of one answer (migration 0014): a marker's, or the learner's own. */
export type SheetMarkTable = {
  tenant_id: string;
  sheet_id: string;
  question_id: string;
  score: number;
  /** The marker's comment, shown to the learner; null for none and for self-grades. */
  comment: string | null;
  /** contracts `TMarkSource`. */
  source: string;
  marked_by: string;
  marked_at: number;
};

/** A learner's information collection for a paper (spec §2 /exam/Collection, migration 0016). */
export type ExamCollectionTable = {
  tenant_id: string;
  paper_id: string;
  member_id: string;
  /** JSON: field key → value in its stored form (contracts `normaliseCustomValue`). */
  field_values: string;
  saved_at: number;
};

/** A unique field's value held by one learner of the paper; the primary key keeps it theirs. */
export type ExamCollectionClaimTable = {
  tenant_id: string;
  paper_id: string;
  field_key: string;
  value: string;
  member_id: string;
};

/** A learner's admission ticket for a paper (migration 0018, docs/decisions/0045). */
export type AdmissionTicketTable = {
  tenant_id: string;
  paper_id: string;
  member_id: string;
  /** Random, unique in the tenant, in its printed form (contracts `formatTicketNumber`). */
  ticket_number: string;
  issued_at: number;
};

/** A learner's latest device check of a proctored paper (migration 0020, decision 0049). */
export type ProctoringCheckTable = {
  tenant_id: string;
  paper_id: string;
  member_id: string;
  camera_passed: number;
  microphone_passed: number;
  screen_passed: number;
  phone_passed: number;
  /** Every device the paper asks for passed. */
  passed: number;
  /** The learner's own image upload of the face held, and its site-relative URL. */
  snapshot_upload_id: string | null;
  snapshot_url: string | null;
  checked_at: number;
  /** A new start is allowed until then; null: the check failed. */
  valid_until: number | null;
};

/** A proctoring violation reported on a sheet (migration 0020): one per client-made event id. */
export type SheetProctoringEventTable = {
  tenant_id: string;
  sheet_id: string;
  event_id: string;
  /** contracts `ProctoringViolation`. */
  kind: string;
  snapshot_upload_id: string | null;
  snapshot_url: string | null;
  /** When the client saw it, on its clock. */
  observed_at: number;
  recorded_at: number;
};

/** One chunk of a sheet's desktop or phone-camera recording, a private upload (migration 0020). */
export type SheetRecordingTable = {
  tenant_id: string;
  sheet_id: string;
  /** contracts `RecordingSource`. */
  source: string;
  sequence: number;
  upload_id: string;
  size: number;
  recorded_at: number;
};

export type ExamsTables = {
  exam_classifications: ExamClassificationTable;
  papers: PaperTable;
  paper_invitations: PaperInvitationTable;
  paper_payments: PaperPaymentTable;
  answer_sheets: AnswerSheetTable;
  question_sets: QuestionSetTable;
  sheet_answers: SheetAnswerTable;
  sheet_marks: SheetMarkTable;
  sheet_leaves: SheetLeaveTable;
  exam_collections: ExamCollectionTable;
  exam_collection_claims: ExamCollectionClaimTable;
  admission_tickets: AdmissionTicketTable;
  proctoring_checks: ProctoringCheckTable;
  sheet_proctoring_events: SheetProctoringEventTable;
  sheet_recordings: SheetRecordingTable;
};
