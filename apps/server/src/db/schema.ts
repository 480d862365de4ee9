import type { ColumnType } from 'kysely';

/**
 * Table shapes as Kysely sees them. Times are epoch milliseconds, booleans are 0/1 integers and
 * JSON documents are text, so one schema runs on SQLite and PostgreSQL alike.
 */
export type TenantTable = {
  id: string;
  factory_code: string;
  sys_name: string;
  sys_logo_url: string | null;
  /** JSON: contracts `TCustomStyle`. */
  custom_style: string;
  user_version: number;
  edition: string;
  /** JSON: list of contracts `TModule`. */
  modules: string;
  /** JSON: `{ enabled, reviewRequired }`. */
  registration: string;
  /** JSON: `{ maxLearners, maxOnlineUsers }`, null meaning no limit. */
  limits: string;
  force_chat_app_login: number;
  /** JSON: custom question type names keyed by type code. */
  question_type_names: string;
  doc_viewer_url: string | null;
  /** JSON: contracts `THomePage`, null when not configured. */
  home_page: string | null;
  /** BCP 47 tag of the language the tenant's content is written in; zh-CN unless set. */
  content_lang: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
};

export type OrganisationTable = {
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

export type MemberTable = {
  id: string;
  tenant_id: string;
  user_code: string;
  nick_name: string;
  password_hash: string;
  phone: string | null;
  /** contracts `TAccountStatus`. */
  status: string;
  expire_at: number | null;
  biz_name: string | null;
  biz_type: string | null;
  avatar: string | null;
  total_credit: number;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
};

/** An SMS verification code (issue #4): stored hashed, single use, a few tries. */
export type VerificationCodeTable = {
  id: string;
  tenant_id: string;
  phone: string;
  /** contracts `TSmsScene`. */
  scene: string;
  code_hash: string;
  tries: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
};

export type MemberOrganisationTable = {
  tenant_id: string;
  member_id: string;
  organisation_id: string;
};

export type SessionTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  /** SHA-256 of the token, base64url; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  /** The 403 sub-code the session answers once revoked. */
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
};

export type UploadTable = {
  id: string;
  tenant_id: string;
  member_id: string | null;
  /** 'public': anyone with the URL; 'member': a session of the same tenant. */
  visibility: string;
  storage_key: string;
  original_name: string;
  extension: string;
  mime: string;
  size: number;
  sha256: string;
  file_type: number;
  created_at: number;
};

export type ExamClassificationTable = OrganisationTable;

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
  created_at: number;
  updated_at: number;
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
  multiple_choice_partial_ratio: number;
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
  /** 'learner' or 'time-up'. */
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
};

export type InmailMessageTable = {
  id: string;
  tenant_id: string;
  /** The content pack's key for the message. */
  code: string;
  title: string;
  /** Rich text. */
  content: string;
  sent_at: number;
  created_at: number;
  updated_at: number;
};

export type CustomInfoSettingsTable = {
  tenant_id: string;
  /** 1: members must supply the info before using the app. */
  required: number;
  organisation_label: string;
  updated_at: number;
};

export type CustomFieldTable = {
  id: string;
  tenant_id: string;
  field_key: string;
  label: string;
  /** contracts `TCustomFieldType`. */
  field_type: string;
  required: number;
  is_unique: number;
  /** JSON: the options of a single-select field. */
  options: string;
  sort: number;
  created_at: number;
  updated_at: number;
};

export type InmailRecipientTable = {
  tenant_id: string;
  message_id: string;
  member_id: string;
  /** First opened; null while unread. */
  read_at: number | null;
};

/** Columns notices and news items share. */
type PublishedItemTable = {
  id: string;
  tenant_id: string;
  /** The content pack's key for the item. */
  code: string;
  title: string;
  /** Rich text. */
  content: string;
  /** JSON: list of attachment URLs. */
  doc_urls: string;
  /** JSON: list of attachment names, parallel to doc_urls. */
  doc_names: string;
  /** Hidden from learners before this time. */
  publish_at: number;
  /** 1: every member of the tenant; 0: members of the linked organisations and below. */
  whole_tenant: number;
  created_at: number;
  updated_at: number;
};

export type NoticeTable = PublishedItemTable;
export type NoticeOrganisationTable = {
  tenant_id: string;
  notice_id: string;
  organisation_id: string;
};

export type NewsItemTable = PublishedItemTable & { summary: string; cover_url: string | null };
export type NewsOrganisationTable = { tenant_id: string; news_id: string; organisation_id: string };

export type MemberCustomValueTable = {
  tenant_id: string;
  member_id: string;
  field_id: string;
  value: string;
  /** `value` when the field is unique, else null; a unique index covers it. */
  unique_value: string | null;
  updated_at: number;
};

export type OrganisationHeadcountTable = {
  organisation_id: string;
  tenant_id: string;
  max_members: number;
};

export type Database = {
  tenants: TenantTable;
  organisations: OrganisationTable;
  members: MemberTable;
  member_organisations: MemberOrganisationTable;
  sessions: SessionTable;
  uploads: UploadTable;
  exam_classifications: ExamClassificationTable;
  question_banks: QuestionBankTable;
  questions: QuestionTable;
  papers: PaperTable;
  paper_invitations: PaperInvitationTable;
  paper_payments: PaperPaymentTable;
  answer_sheets: AnswerSheetTable;
  question_sets: QuestionSetTable;
  sheet_answers: SheetAnswerTable;
  verification_codes: VerificationCodeTable;
  inmail_messages: InmailMessageTable;
  inmail_recipients: InmailRecipientTable;
  notices: NoticeTable;
  notice_organisations: NoticeOrganisationTable;
  news_items: NewsItemTable;
  news_organisations: NewsOrganisationTable;
  custom_info_settings: CustomInfoSettingsTable;
  custom_fields: CustomFieldTable;
  member_custom_values: MemberCustomValueTable;
  organisation_headcounts: OrganisationHeadcountTable;
};
