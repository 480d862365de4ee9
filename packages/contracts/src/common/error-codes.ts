/**
 * The error catalogue of spec §8: every `code` an envelope can carry, as a closed set.
 * Where the spec gives two codes one meaning, the second is named `..._ALT`.
 * The one place that maps a code to its message is the web app's `locales/<locale>/errors.json`.
 */
export const ErrorCode = {
  // General
  SUCCESS: '200',
  NOT_LOGGED_IN: '403',
  SESSION_INVALID: '403-1',
  SESSION_EXPIRED: '403-2',
  SESSION_ACCOUNT_DELETED: '403-3',
  SESSION_LOGGED_IN_ELSEWHERE: '403-4',
  SESSION_PASSWORD_CHANGED_BY_ADMIN: '403-5',
  SESSION_ACCOUNT_MODIFIED_BY_ADMIN: '403-6',
  SESSION_ACCOUNT_EXPIRED: '403-7',
  /** Maximum online users reached: a blocking alert with the 300350 text. */
  MAX_ONLINE_LOCKED: '402',
  /** Module not enabled or not authorised for this tenant. */
  MODULE_NOT_ENABLED: '408',
  SERVER_ERROR: '500',

  // Login and account
  TENANT_NUMBER_EMPTY: '300100',
  ACCOUNT_EMPTY: '300101',
  PASSWORD_EMPTY: '300102',
  WRONG_ACCOUNT_OR_PASSWORD: '300103',
  WRONG_ACCOUNT_OR_PASSWORD_ALT: '300104',
  ACCOUNT_NOT_ACTIVATED: '300105',
  REGISTRATION_INFO_WRONG: '300106',
  CANDIDATE_REGISTRATION_DISABLED: '300107',
  FREE_EDITION_CANNOT_REGISTER: '300108',
  USER_EXISTS: '300109',
  USER_NOT_FOUND: '300110',
  LOGIN_FAILED: '300111',
  MUST_LOGIN_WITH_CHAT_APP: '300112',
  SUBMITTED_INFO_WRONG: '300113',
  CHAT_APP_ACCOUNT_ALREADY_BOUND: '300114',
  MAX_LEARNER_ACCOUNTS: '300115',
  AUTHORISE_LOGIN_FIRST: '300116',
  ACCOUNT_CANCELLED: '300117',
  ACCOUNT_EXPIRED: '300118',
  /** Registration, or direct registration through the messaging app, is not allowed. */
  REGISTRATION_NOT_ALLOWED: '300119',
  SUPPLEMENTARY_INFO_REQUIRED: '300120',
  SUPPLEMENTARY_INFO_REQUIRED_ALT: '300121',
  PAPER_DELETED: '300200',
  OLD_PASSWORD_EMPTY: '300203',
  NEW_PASSWORD_EMPTY: '300204',
  CONFIRM_PASSWORD_EMPTY: '300205',
  NEW_PASSWORDS_DIFFER: '300206',
  ORIGINAL_ACCOUNT_OR_PASSWORD_WRONG: '300207',
  /** The administrator has not set up the custom info this action needs. */
  CUSTOM_INFO_NOT_SET: '300208',
  BINDING_INFO_EMPTY: '300209',
  UNBIND_FAILED: '300210',
  REQUIRED_PARAMETER_EMPTY: '300211',
  DROPDOWN_QUERY_INFO_EMPTY: '300212',
  NO_DATA: '300213',

  // Exam
  PAPER_NUMBER_EMPTY: '300300',
  PAPER_NOT_PUBLISHED: '300301',
  EXAM_START_TIME_NOT_REACHED: '300302',
  PAPER_ENDED: '300303',
  LATEST_START_TIME_PASSED: '300304',
  PAPER_HAS_NO_QUESTIONS: '300305',
  NOT_INVITED: '300306',
  PAPER_DELETED_ALT: '300307',
  EXAM_ALREADY_STARTED_OR_COMPLETED: '300308',
  NO_QUESTION_DRAW_RULE: '300309',
  NO_QUESTION_BANK: '300310',
  ANSWER_SHEET_NUMBER_EMPTY: '300311',
  EXAM_SUBMITTED_OR_DELETED: '300312',
  EXAM_FEE_UNPAID: '300313',
  QUESTION_NUMBER_EMPTY: '300314',
  EXAM_ENDED: '300315',
  EARLIEST_SUBMIT_TIME: '300316',
  QUERY_CODE_EMPTY: '300317',
  PAPER_BEING_MARKED: '300318',
  QUERY_CODE_NOT_FOUND: '300319',
  PAPER_NOT_FOUND: '300320',
  UNFINISHED_ANSWER_SHEET_EXISTS: '300321',
  EXAM_NOT_FOUND: '300322',
  NO_INFO_COLLECTION_NEEDED: '300323',
  ANSWER_SHEET_NOT_FOUND: '300324',
  CANNOT_VIEW_OTHERS_RESULTS: '300325',
  NOT_EXAM_START_TIME: '300326',
  END_TYPE_EMPTY: '300327',
  REGISTRATION_INFO_EMPTY: '300328',
  REQUIRED_FIELDS_NOT_FILLED: '300329',
  NOT_NON_PUBLIC_PAPER: '300330',
  PAPER_AND_ANSWER_SHEET_NUMBER_EMPTY: '300331',
  NOT_PUBLIC_PAPER: '300332',
  ALREADY_IN_EXAM: '300333',
  EXAM_INFO_WRONG: '300334',
  /** Paid paper: pay on the paper's home page first. */
  PAPER_PAYMENT_REQUIRED: '300335',
  CHEATING_FORCED_SUBMISSION: '300336',
  ANSWER_QUESTION_INFO_WRONG: '300337',
  CANNOT_VIEW_ANSWER_SHEET_DURING_EXAM: '300338',
  NO_PERMISSION_TO_VIEW_ANSWER_SHEET: '300339',
  CANNOT_VIEW_BEFORE_UNIFIED_END_TIME: '300340',
  QUERY_CODE_WRONG: '300341',
  EXAM_TIME_UP: '300342',
  EXAM_INFO_WRONG_ALT: '300343',
  REQUIRED_INFO_EMPTY: '300344',
  TENANT_NUMBER_EMPTY_ALT: '300345',
  SUBMITTED_INFO_EMPTY: '300346',
  EXAM_IN_PROGRESS: '300347',
  PAPER_NEEDS_NO_PAYMENT: '300348',
  MUST_ANSWER_ALL_BEFORE_SUBMIT: '300349',
  MAX_ONLINE_USERS: '300350',
  EXAM_NOT_STARTED: '300351',
  MUST_FINISH_SECTION_BEFORE_SWITCHING: '300357',
  PAYMENT_CODE_EMPTY: '300358',
  NO_RESULT_RETURN_NEEDED: '300359',
  QUESTION_INFO_NOT_FOUND: '300360',
  /** Wrong answer in a level-based exam: the level is failed. */
  LEVEL_FAILED: '300361',
  PUBLIC_EXAM_IN_PROGRESS: '300362',
  PUBLIC_EXAM_IN_PROGRESS_ALT: '300363',
  REQUIRED_FIELD_EMPTY: '300364',
  INPUT_ITEM_REPEATED: '300365',
  PAPER_ERROR: '300366',
  VERIFICATION_INFO_EMPTY: '300367',
  VERIFICATION_INFO_WRONG: '300368',
  ANSWER_SHEET_NOT_CACHED: '300369',
  UPLOAD_FAILED: '300370',
  USER_INFO_EMPTY: '300371',
  /** An earlier answer sheet is still being marked; finish it before taking the exam. */
  ANSWER_SHEET_BEING_MARKED: '300382',
  EXAM_ENDED_SELF_GRADE: '300383',

  // Red envelopes and payment
  RED_ENVELOPE_ALREADY_CLAIMED: '300352',
  /** Amount must be more than 0.3 and less than 200 yuan. */
  RED_ENVELOPE_AMOUNT_OUT_OF_RANGE: '300353',
  PAYMENT_NOT_CONFIGURED: '300354',
  RED_ENVELOPE_NOT_CONFIGURED: '300355',
  RED_ENVELOPE_CLAIM_FAILED: '300356',
  RED_ENVELOPE_CLAIMED: '300372',
  /** Claimed, but recording it failed: the learner must not claim again. */
  RED_ENVELOPE_STATUS_UPDATE_FAILED: '300373',
  /** The payment provider refused; `reason` is its return_msg. */
  RED_ENVELOPE_PROVIDER_REFUSED: '300374',
  /** The payment provider failed; `detail` is its error code and err_code_des. */
  RED_ENVELOPE_PROVIDER_ERROR: '300375',
  RED_ENVELOPE_CLAIM_FAILED_ALT: '300376',

  // Question bank and practice
  BANK_CLASSIFICATION_PATH_EMPTY: '300400',
  QUESTION_BANK_NOT_FOUND: '300401',
  QUESTION_NOT_FOUND: '300402',
  MISTAKE_SET_NOT_FOUND: '300403',
  COMBINATION_QUESTION_WITHOUT_SUB_QUESTIONS: '300404',
  ANSWER_EMPTY: '300405',
  NO_QUESTION_BANK_TO_PRACTISE: '300406',
  ABNORMAL_ANSWER_PROGRESS: '300407',
  PRACTICE_TASK_UNPAID: '300408',

  // Learning
  COURSE_NOT_FOUND: '300501',
  COURSEWARE_NOT_FOUND: '300502',
  COMPLETION_UPDATE_FAILED: '300503',
  LEARNING_PROGRESS_TIME_EMPTY: '300504',
  LEARNING_RECORD_NOT_FOUND: '300514',
  FIRST_SIGNATURE_NOT_DONE: '300515',
  COMPLETION_SIGNATURE_NOT_DONE: '300516',
  FIRST_FACE_COMPARISON_NOT_DONE: '300517',
  FIRST_FACE_COMPARISON_FAILED: '300518',
  COURSEWARE_PROGRESS_RESET: '300519',
  COURSEWARE_ORDER_REQUIRED: '300520',
  /** Courseware completed in this learning run cannot be learned again in it. */
  COMPLETED_COURSEWARE_NOT_RELEARNABLE: '300521',
  COURSE_COMPLETED: '300522',
  LEARNING_PAUSED_OR_STOPPED: '300530',
  FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN: '300531',
  COURSE_MUST_BE_RELEARNED: '300532',
  INSUFFICIENT_LEARNING_COUNT: '300533',
  NOT_ON_NEW_EMPLOYEE_TRAINING_LIST: '300540',
  /** The tenant's audio/video traffic allowance is used up. */
  MEDIA_TRAFFIC_INSUFFICIENT: '300551',
  PREVIOUS_COURSEWARE_UNFINISHED: '300728',

  // Edition gating
  PRACTICE_REQUIRES_EXAM_EDITION: '300600',
  LEARNING_REQUIRES_ALL_IN_ONE_EDITION: '300601',
  PAPER_CLASSIFICATION_REQUIRES_ALL_IN_ONE_EDITION: '300602',

  // Survey
  SURVEY_ENDED: '300700',
  SURVEY_NOT_PUBLISHED: '300701',
  SURVEY_COMPLETED_OR_NOT_FOUND: '300702',
  SURVEY_INFO_WRONG: '300703',
  SURVEY_NOT_STARTED: '300704',
  SURVEY_TIME_UP: '300705',
  SURVEY_NOT_FOUND: '300706',
  SURVEY_LOGIN_AGAIN: '300710',
  SURVEY_RESULTS_HIDDEN_WHILE_ONGOING: '300711',

  // Enrolment
  ENROLMENT_ACCOUNT_EXISTS: '300801',
  ENROLMENT_WRONG_ACCOUNT_OR_PASSWORD: '300802',
  ENROLMENT_NOT_STARTED: '300803',
  ENROLMENT_ENDED: '300804',

  // Live, third-party apps and other
  LIVE_ENDED_TRAFFIC_INSUFFICIENT: '302001',
  LIVE_ENDED: '302002',
  LIVE_STREAM_PULL_FAILED: '302003',
  APP_NOT_AUTHORISED: '302100',
  DEPARTMENT_STAFF_NOT_SYNCED: '302101',
  APP_NOT_AUTHORISED_ALT: '302110',
  APP_ACCOUNTS_NOT_SYNCED: '302111',
  UPLOAD_FORMAT_UNSUPPORTED: '302201',
  NO_DAILY_PRACTICE_IN_PROGRESS: '303102',
  ORGANISATION_HEADCOUNT_FULL: '303103',

  // Administrators' API (not in the spec, whose catalogue is the learner's: docs/decisions/0041)
  /** The session is a learner's: `/admin` endpoints need an administrator account. */
  NOT_ADMINISTRATOR: '309001',
  /** Another marker (or the learner's self-grading) scored this answer first. */
  ANSWER_ALREADY_MARKED: '309002',
  /** The answer was graded without a marker, or its sheet is still in its self-grading window. */
  ANSWER_NOT_AWAITING_MARKING: '309003',
  /** A score must lie between 0 and the question's score on the paper, the body (`max`). */
  SCORE_OUT_OF_RANGE: '309004',

  // Exam signature (spec §2 manual signature, item type 101; the catalogue has no code: decision 0044)
  /** Spec §5 'Signature content cannot be empty': the paper asks for a signature before submitting. */
  SIGNATURE_EMPTY: '309111',
  /** The paper asks for no signature. */
  SIGNATURE_NOT_ASKED: '309112',

  // Admission tickets (spec §2 /personal/examinee-card, decision 0045)
  /** No admission ticket of the tenant has this number (docs/decisions/0045). */
  ADMISSION_TICKET_NOT_FOUND: '309121',

  // Spec §8 proctoring messages name these refusals without codes (docs/decisions/0046)
  /** The exam forbids a browser on a computer: a phone or tablet (or the desktop client) must be used. */
  PC_BROWSER_FORBIDDEN: '309131',
  /** The exam forbids the desktop client. */
  PC_CLIENT_FORBIDDEN: '309132',

  // Proctoring (spec §1 proctored exams, §8 proctoring messages; issue 21, docs/decisions/0049)
  /** A new start of a proctored paper needs a device check passed within DEVICE_CHECK_VALID_MS. */
  DEVICE_CHECK_REQUIRED: '309141',
  /** The paper has no proctoring: no device check, violation or recording applies to it. */
  EXAM_NOT_PROCTORED: '309142',
  /** A snapshot must be the learner's own image upload. */
  PROCTORING_SNAPSHOT_INVALID: '309143',
  /** The paper does not record this source (desktop or phone camera). */
  RECORDING_NOT_ASKED: '309144',
  /** The sheet holds MAX_RECORDING_CHUNKS chunks of this source, or the chunk is too large. */
  RECORDING_LIMIT_REACHED: '309145',
  /** Administrator: the examinee's sheet is no longer being answered. */
  EXAMINEE_SHEET_CLOSED: '309146',
  /** Administrator: the sheet has no time limit, so its time cannot be extended. */
  SHEET_HAS_NO_DEADLINE: '309147',
  /** The paper does not use a phone secondary camera: no ticket for one (decision 0051). */
  PHONE_CAMERA_NOT_ASKED: '309148',

  // Practice (spec §5 names the refusal without a code; docs/decisions/0052)
  /** Spec §5 'all remaining {num} questions must be answered to finish'; the body is the number. */
  PRACTICE_QUESTIONS_REMAIN: '309150',

  // Notes and error-correction reports on questions (spec §2 practice, §3 Note; decision 0057)
  /** A note is at most MAX_NOTE_LENGTH characters, the body (`max`). */
  NOTE_TOO_LONG: '309175',
  /** The learner has no note on the question. */
  NOTE_NOT_FOUND: '309176',
  /** An error-correction report's text is at most MAX_CORRECTION_LENGTH characters, the body (`max`). */
  CORRECTION_TOO_LONG: '309177',
  /** Administrator: the tenant has no such error-correction report. */
  CORRECTION_NOT_FOUND: '309178',
  // PK quizzes (spec §1 names no refusal; docs/decisions/0059)
  /** No such PK quiz in the tenant, or its pool has too few questions for a match. */
  PK_QUIZ_NOT_FOUND: '309185',
  /** No such PK match of the caller's. */
  PK_MATCH_NOT_FOUND: '309186',
  /** The challenge is not waiting for the caller's answer any more (or never was). */
  PK_CHALLENGE_CLOSED: '309187',
  /** The learner cannot be challenged or matched now: unknown, the caller, or in a match. */
  PK_OPPONENT_UNAVAILABLE: '309188',
  /** The match has ended: the answer does not count. */
  PK_MATCH_OVER: '309189',
  // Daily practice (issue 22 point 5; docs/decisions/0058)
  /** The tenant has no daily practice with this id. */
  DAILY_PRACTICE_NOT_FOUND: '309180',
  /** Today lies outside the daily practice's dates. */
  DAILY_PRACTICE_NOT_OPEN: '309181',
  /** Today's practice is finished: tomorrow brings the next. */
  DAILY_PRACTICE_DONE_TODAY: '309182',
  // Courses (spec §8 names these refusals without codes; docs/decisions/0062)
  /** A priced course must be redeemed with credit points before it is learned. */
  COURSE_NOT_REDEEMED: '309190',
  /** The learner's credit is short of the course's points price. */
  CREDIT_INSUFFICIENT: '309191',
  /** A course note or comment is longer than allowed, the body (`max`). */
  COURSE_TEXT_TOO_LONG: '309192',
  /** No such note of the learner's on the course. */
  COURSE_NOTE_NOT_FOUND: '309193',
  /** No such quiz point on the courseware, or it was answered in this run. */
  COURSE_QUIZ_NOT_FOUND: '309194',
  /** A SCORM commit for a courseware that is not a SCORM package, or cmi data over its limit. */
  SCORM_DATA_REFUSED: '309195',
  /** Administrator: the learner has no run of the course. */
  COURSE_RUN_NOT_FOUND: '309196',
  // Certificates (spec §1 certificates and certificate lookup; docs/decisions/0064)
  /** No certificate of this number that the caller may see: unknown, or not theirs. */
  CERTIFICATE_NOT_FOUND: '309200',
  // New-employee training (spec §2 /new-employ-train; docs/decisions/0070)
  /** No such programme in the learner's tenant. */
  NEW_EMPLOYEE_TRAINING_NOT_FOUND: '309250',
  /** Administrator: no such member in the tenant to invite. */
  NEW_EMPLOYEE_TRAINING_MEMBER_NOT_FOUND: '309251',
  // Learning reports (spec §2 /personal/week-report-list, /weekreportdetail; docs/decisions/0068)
  /** No weekly report of this id that is the learner's own. */
  WEEK_REPORT_NOT_FOUND: '309235',
  // Offline training classes (spec §2 /offlinetrain, /attendance, /homework; docs/decisions/0066)
  /** No such class or session that the caller attends or trains. */
  OFFLINE_CLASS_NOT_FOUND: '309210',
  /** The scanned attendance code is not one the product drew. */
  ATTENDANCE_CODE_INVALID: '309211',
  /** The attendance code has expired: scan the one the trainer's screen shows now. */
  ATTENDANCE_CODE_EXPIRED: '309212',
  /** The learner has used this attendance code already. */
  ATTENDANCE_CODE_USED: '309213',
  /** Signing in or out outside the session's window for it. */
  ATTENDANCE_WINDOW_CLOSED: '309214',
  /** Signing out of a session the learner has not signed in to. */
  ATTENDANCE_NOT_SIGNED_IN: '309215',
  /** No such homework or submission that the caller may see. */
  HOMEWORK_NOT_FOUND: '309216',
  /** The homework is graded: it can be neither handed in again nor graded again. */
  HOMEWORK_ALREADY_GRADED: '309217',
  /** Only the session's trainer, the learner's mentor or an administrator may do this. */
  OFFLINE_NOT_ALLOWED: '309218',
  /** The homework's deadline has passed. */
  HOMEWORK_CLOSED: '309219',
  // Check-in learning (spec §2 /clock; docs/decisions/0067)
  /** No check-in plan of this id in the learner's tenant. */
  CHECK_IN_PLAN_NOT_FOUND: '309220',
  /** The plan's period is over: it can no longer be joined. */
  CHECK_IN_PLAN_ENDED: '309221',
  /** The learner has not joined the plan. */
  CHECK_IN_PLAN_NOT_JOINED: '309222',
  /** The day lies outside the plan's period, or after today. */
  CHECK_IN_DAY_NOT_OPEN: '309223',
  /** A missed day, and no make-up is left. */
  CHECK_IN_NO_MAKE_UP_LEFT: '309224',
  /** A read or watch task of the day is not done. */
  CHECK_IN_TASKS_NOT_DONE: '309225',
  /** Questions of the day are unanswered ({num} of them). */
  CHECK_IN_QUESTIONS_UNANSWERED: '309226',
  // Sharing: invitation codes (spec §2 /personal/invitecode; docs/decisions/0067)
  /** No learner of the tenant has this invitation code. */
  INVITE_CODE_NOT_FOUND: '309230',
  // Sharing: share links (spec §2 /personal/shareKnowledge; docs/decisions/0067)
  /** No share link of this token in the learner's tenant (another tenant's answers the same). */
  SHARE_LINK_NOT_FOUND: '309231',
  /** The shared question is not one the opener may see (no practice task or mistake set of theirs). */
  SHARED_QUESTION_HIDDEN: '309232',
  /** Nothing the learner may share under this kind and id (unknown, unseen, or another's note). */
  SHARE_TARGET_NOT_FOUND: '309233',
  /** The shared item is gone (deleted or closed since it was shared). */
  SHARED_ITEM_GONE: '309234',
  // Learning maps (spec §2 /learn-map, /devlop-map, /personal/map-emp-detail; docs/decisions/0069)
  /** No learning map of this id open to the learner: unknown, another tenant's or another audience's. */
  LEARNING_MAP_NOT_FOUND: '309240',
  /** Not a mentee of the caller: an unknown member answers the same. */
  MENTEE_NOT_FOUND: '309241',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export const errorCodes: readonly TErrorCode[] = Object.values(ErrorCode);

const errorCodeSet: ReadonlySet<string> = new Set(errorCodes);
export const isErrorCode = (value: string): value is TErrorCode => errorCodeSet.has(value);

/** i18next key of the message, namespace 'errors', key = the code itself */
export const errorMessageKey = (code: TErrorCode) => `errors:${code}` as const;

/** interpolation variable that a code's message takes from the envelope body, if any */
export const errorMessageParameter: Partial<Record<TErrorCode, string>> = {
  [ErrorCode.REQUIRED_PARAMETER_EMPTY]: 'parameter',
  [ErrorCode.EARLIEST_SUBMIT_TIME]: 'time',
  [ErrorCode.REQUIRED_FIELD_EMPTY]: 'field',
  [ErrorCode.INPUT_ITEM_REPEATED]: 'field',
  [ErrorCode.RED_ENVELOPE_CLAIMED]: 'amount',
  [ErrorCode.RED_ENVELOPE_PROVIDER_REFUSED]: 'reason',
  [ErrorCode.RED_ENVELOPE_PROVIDER_ERROR]: 'detail',
  [ErrorCode.ORGANISATION_HEADCOUNT_FULL]: 'name',
  [ErrorCode.SCORE_OUT_OF_RANGE]: 'max',
  [ErrorCode.PRACTICE_QUESTIONS_REMAIN]: 'num',
  [ErrorCode.NOTE_TOO_LONG]: 'max',
  [ErrorCode.CORRECTION_TOO_LONG]: 'max',
  [ErrorCode.COURSE_TEXT_TOO_LONG]: 'max',
  [ErrorCode.CHECK_IN_QUESTIONS_UNANSWERED]: 'num',
};
