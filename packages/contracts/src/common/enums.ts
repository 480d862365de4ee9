import { z } from 'zod';

const codesOf = <T extends Record<string, number>>(enumeration: T) =>
  Object.values(enumeration) as T[keyof T][];

const zodOf = <T extends Record<string, number>>(enumeration: T) => {
  const codes = codesOf(enumeration);
  return z
    .number()
    .int()
    .refine((value): value is T[keyof T] => codes.includes(value as T[keyof T]));
};

/** Spec §3 question types. */
export const QuestionType = {
  COMBINATION: 0,
  SINGLE_CHOICE: 1,
  MULTIPLE_CHOICE: 2,
  FILL_IN_BLANK: 3,
  TRUE_FALSE: 4,
  SHORT_ANSWER: 5,
  CLOZE: 6,
  SORTING: 7,
  AUDIO_RECORDING: 8,
  VIDEO_RECORDING: 9,
  MATCHING: 10,
  CLASSIFICATION: 11,
  SCALE: 12,
} as const;
export type TQuestionType = (typeof QuestionType)[keyof typeof QuestionType];
export const questionTypes = codesOf(QuestionType);
export const ZQuestionTypeCode = zodOf(QuestionType);
/** Spec §3 derived lists: one without scale, a 'simple' one without scale and combination. */
export const questionTypesWithoutScale = questionTypes.filter((t) => t !== QuestionType.SCALE);
export const simpleQuestionTypes = questionTypesWithoutScale.filter(
  (t) => t !== QuestionType.COMBINATION,
);

/** Spec §4 exam list states. */
export const ExamState = {
  IN_PROGRESS: 1,
  NOT_STARTED: 2,
  WAITING: 3,
  NOT_WITHIN_EXAM_TIME: 4,
  NOT_PUBLISHED: 5,
  ENDED: 6,
} as const;
export type TExamState = (typeof ExamState)[keyof typeof ExamState];
export const examStates = codesOf(ExamState);
export const ZExamState = zodOf(ExamState);

/** Spec §4 learning status. */
export const LearningStatus = { NORMAL: 0, PAUSED: 1, FORBIDDEN: 2, ABNORMAL: 3 } as const;
export type TLearningStatus = (typeof LearningStatus)[keyof typeof LearningStatus];
export const learningStatuses = codesOf(LearningStatus);
export const ZLearningStatus = zodOf(LearningStatus);

/** Spec §7 login platforms; 3 and 5 are enterprise. */
export const LoginPlatform = {
  CHAT_APP: 1,
  SECOND_CHAT_APP: 2,
  ENTERPRISE_CHAT: 3,
  SUITE_A: 4,
  SUITE_B: 5,
} as const;
export type TLoginPlatform = (typeof LoginPlatform)[keyof typeof LoginPlatform];
export const loginPlatforms = codesOf(LoginPlatform);
export const ZLoginPlatform = zodOf(LoginPlatform);
export const isEnterprisePlatform = (platform: TLoginPlatform) =>
  platform === LoginPlatform.ENTERPRISE_CHAT || platform === LoginPlatform.SUITE_B;

/** Spec §3 invitationType: papers reachable only through their training or class entry. */
export const InvitationType = { TRAINING_EXAM: 2, OFFLINE_CLASS_EXAM: 8 } as const;
export type TInvitationType = (typeof InvitationType)[keyof typeof InvitationType];
export const invitationTypes = codesOf(InvitationType);
export const ZInvitationType = zodOf(InvitationType);

/** Spec §9 levels. */
export const Level = { LOW: 1, MEDIUM: 2, HIGH: 3 } as const;
export type TLevel = (typeof Level)[keyof typeof Level];
export const levels = codesOf(Level);
export const ZLevel = zodOf(Level);

/** Spec §3/§9: item type 101 is a signature. */
export const ItemType = { SIGNATURE: 101 } as const;

/** Spec §3 mistake-set sources. */
export const MistakeSource = { EXERCISE: 1, KNOWLEDGE_POINT: 3, EXAM: 5 } as const;
export type TMistakeSource = (typeof MistakeSource)[keyof typeof MistakeSource];
export const mistakeSources = codesOf(MistakeSource);

/** Spec §4 account states. */
export const AccountStatus = {
  NOT_ACTIVATED: 'not-activated',
  ACTIVE: 'active',
  EXPIRED: 'expired',
  DELETED: 'deleted',
  CANCELLED: 'cancelled',
} as const;
export type TAccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
export const ZAccountStatus = z.enum(
  Object.values(AccountStatus) as [TAccountStatus, ...TAccountStatus[]],
);

/**
 * What a member may do: learners use the learner client; administrators also call the `/admin`
 * endpoints (marking today). Set by the content pack (docs/decisions/0041).
 */
export const MemberRole = {
  LEARNER: 'learner',
  ADMIN: 'admin',
} as const;
export type TMemberRole = (typeof MemberRole)[keyof typeof MemberRole];
export const ZMemberRole = z.enum(Object.values(MemberRole) as [TMemberRole, ...TMemberRole[]]);

/** Spec §3 realtime message content: t and es take 1 or 2. */
export const RealtimeEventType = { EXAM: 2 } as const;

/** Spec §3 credit history types: the bizType of a credit-ledger entry. */
export const CreditBizType = {
  ADD: 1,
  REDUCE: 2,
  RESET: 3,
  COURSE_REDEMPTION: 4,
  CERTIFICATE: 5,
  CHECK_IN: 6,
  DAILY_PRACTICE: 7,
  EXAM: 8,
  MALL_DEDUCTION: 9,
  OFFLINE_CLASS: 10,
  PK_QUIZ: 11,
  RANKINGS: 12,
  LEARNING_MAP: 13,
  LEARNING_ASSISTANT: 14,
} as const;
export type TCreditBizType = (typeof CreditBizType)[keyof typeof CreditBizType];
export const creditBizTypes = codesOf(CreditBizType);
export const ZCreditBizType = zodOf(CreditBizType);

/**
 * What a step of structured learning points at (learning maps, new-employee training): a
 * course, an exam paper, a practice task or an offline training class.
 */
export const LearningTaskKind = { COURSE: 1, EXAM: 2, PRACTICE: 3, OFFLINE_CLASS: 4 } as const;
export type TLearningTaskKind = (typeof LearningTaskKind)[keyof typeof LearningTaskKind];
export const learningTaskKinds = codesOf(LearningTaskKind);
export const ZLearningTaskKind = zodOf(LearningTaskKind);
