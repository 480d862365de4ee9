import { z } from 'zod';
import { CUSTOM_FIELDS_MAX, ZPackCustomField } from '../common/custom-field';
import { ZQuestionTypeCode } from '../common/enums';
import { ZPackCode } from '../common/pack-audience';
import { ZEpochMillis } from '../common/primitives';
import { ZQuestionScore } from '../questions/answer-key';
import { MAX_EXAMINEE_NOTE_LENGTH, MAX_EXAMINEE_NOTES } from './admission-ticket';
import { ZPackProctoring } from './proctoring';

/**
 * Exam content of a content pack (issue 3): papers, composed of the question banks'
 * questions (questions/question-pack.ts). Codes are the pack's own stable names; ids are made on
 * import. URLs may be `asset:` references.
 */

/** Spec §6: when the answer detail may be opened after submitting. */
export const AnswersVisibility = {
  AFTER_SUBMIT: 'afterSubmit',
  /** After examExpireTime, the unified end time (300340). */
  AFTER_END: 'afterEnd',
  /** Never (300339). */
  NEVER: 'never',
} as const;
export const ZAnswersVisibility = z.enum(AnswersVisibility);

/**
 * Issue 20: when the answer detail shows the right answers and analyses. Before then it shows the
 * learner's answers and their tags only, so a blank attempt does not hand out the keys for the next.
 */
export const KeysVisibility = {
  AFTER_SUBMIT: 'afterSubmit',
  /** After examExpireTime. */
  AFTER_END: 'afterEnd',
  /** Once the learner has no attempt left (timesAllowed), or the exam has ended. */
  AFTER_LAST_ATTEMPT: 'afterLastAttempt',
  NEVER: 'never',
} as const;
export const ZKeysVisibility = z.enum(KeysVisibility);
export type TKeysVisibility = z.infer<typeof ZKeysVisibility>;

/** The longest title a paper's signature item may carry. */
export const MAX_SIGNATURE_TITLE_LENGTH = 64;

export const ZPackPaper = z
  .object({
    code: ZPackCode,
    name: z.string().min(1).max(128),
    /** A code from the pack's examClassifications; null: unclassified. */
    classifyCode: z.string().nullable().default(null),
    published: z.boolean().default(true),
    /** Non-public papers admit only the invited learners (300306). */
    isPublic: z.boolean().default(true),
    invitees: z.array(z.string()).default([]),
    pushDate: ZEpochMillis.nullable().default(null),
    examEnableTime: ZEpochMillis.nullable().default(null),
    examExpireTime: ZEpochMillis.nullable().default(null),
    latestStartTime: ZEpochMillis.nullable().default(null),
    /** Minutes; null: no time limit. */
    duration: z.number().int().positive().max(10_000).nullable().default(null),
    passScore: ZQuestionScore,
    secondsPerQuestion: z.number().int().positive().nullable().default(null),
    timesAllowed: z.number().int().positive().nullable().default(null),
    timesPerDay: z.number().int().positive().nullable().default(null),
    paid: z.boolean().default(false),
    payAmount: z.number().nonnegative().default(0),
    /** Minutes after the start before submitting is allowed (300316); null: any time. */
    earliestSubmitMinutes: z.number().int().positive().nullable().default(null),
    requireAllAnswered: z.boolean().default(false),
    /** Shuffle the fixed questions for each sheet. */
    shuffleQuestions: z.boolean().default(false),
    answersVisibility: ZAnswersVisibility.default(AnswersVisibility.AFTER_SUBMIT),
    keysVisibility: ZKeysVisibility.default(KeysVisibility.AFTER_LAST_ATTEMPT),
    /** Hide score and pass until examExpireTime (spec §4 'result hidden but time visible'). */
    hideResultUntilEnd: z.boolean().default(false),
    /**
     * Hide score, pass, rankings and the answer detail until this time instead (spec §4 'result
     * hidden but time visible'); the learner is told when. Null: as hideResultUntilEnd says.
     */
    resultReleaseTime: ZEpochMillis.nullable().default(null),
    multipleChoicePartialRatio: z.number().min(0).max(1).default(0.5),
    /**
     * Spec §4: the learner may score their own subjective answers for 30 minutes after the sheet
     * ends (docs/decisions/0041); what they leave goes to the markers.
     */
    selfGrading: z.boolean().default(false),
    /** Spec §3 allowSuspension: the learner may pause; paused time does not count (spec §4). */
    allowSuspension: z.boolean().default(false),
    /** Pauses one attempt may take; null: any number. */
    maxPauses: z.number().int().positive().max(100).nullable().default(null),
    /** How long one pause may last; the time runs again after it. */
    maxPauseMinutes: z
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .default(10),
    /**
     * Spec §3 pass (break-through) mode: each answer is judged when it is saved and cannot be
     * changed after; a wrong one uses one of these chances, and a wrong one with none left submits
     * the sheet (300361). Null: not in pass mode.
     */
    passChances: z.number().int().nonnegative().max(100).nullable().default(null),
    /** Spec §4 leave rule (decision 0042); null: page leaves are not watched. */
    leaveRule: z
      .object({
        /** Seconds to come back before a leave (after the first, a warning) is a violation. */
        returnSeconds: z.number().int().min(5).max(600).default(30),
        /** A single leave longer than this submits the sheet (300336). */
        maxLeaveSeconds: z
          .number()
          .int()
          .min(10)
          .max(24 * 60 * 60)
          .default(120),
        /** Counted leaves allowed; one more submits the sheet. null: any number. */
        maxLeaves: z.number().int().positive().max(1000).nullable().default(null),
        /** Violations allowed; one more submits the sheet. null: any number. */
        maxViolations: z.number().int().nonnegative().max(1000).nullable().default(null),
      })
      .refine((rule) => rule.maxLeaveSeconds > rule.returnSeconds, {
        message: 'maxLeaveSeconds must be longer than returnSeconds',
      })
      .nullable()
      .default(null),
    /**
     * Spec §3 device rules: the exam cannot be answered from a browser on a computer, or from the
     * desktop client (common/terminal.ts); phones and tablets are always allowed.
     */
    forbidPcBrowser: z.boolean().default(false),
    forbidPcClient: z.boolean().default(false),
    /**
     * Spec §2 /exam/Collection: what the learner fills in before starting the exam, in the custom
     * fields' shape and rules; empty: nothing is collected (docs/decisions/0043).
     */
    collectionFields: z.array(ZPackCustomField).max(CUSTOM_FIELDS_MAX).default([]),
    /**
     * Spec §2 manual signature (item type 101, decision 0044): the learner signs on a signature
     * pad before submitting; `title` is what the pad asks them to sign as (null: the client's
     * words). Null: no signature.
     */
    signature: z
      .object({
        title: z.string().trim().min(1).max(MAX_SIGNATURE_TITLE_LENGTH).nullable().default(null),
      })
      .nullable()
      .default(null),
    /**
     * Spec §1 admission tickets: each learner who may take the exam gets one under
     * /personal/examinee-card, with a number an invigilator checks (docs/decisions/0045).
     */
    admissionTicket: z.boolean().default(false),
    /**
     * Spec §1 certificates: a learner whose sheet is judged passed gets a certificate of the
     * exam, drawn with the tenant's template (docs/decisions/0064).
     */
    certificate: z.boolean().default(false),
    /** Notes to examinees printed on the tickets, in order (only with admissionTicket). */
    examineeNotes: z
      .array(z.string().trim().min(1).max(MAX_EXAMINEE_NOTE_LENGTH))
      .max(MAX_EXAMINEE_NOTES)
      .default([]),
    /**
     * Spec §1 proctored exams (issue 21, docs/decisions/0049): what the examinee's devices must
     * pass before a start and what is watched during the exam. Null: not proctored.
     */
    proctoring: ZPackProctoring,
    agreement: z
      .object({ title: z.string().min(1), content: z.string() })
      .nullable()
      .default(null),
    /**
     * Spec §5 sections, in order: each question and draw rule then names its section, and a
     * section opens once every question of the ones before it is answered (300357).
     */
    sections: z.array(z.string().min(1).max(64)).max(50).default([]),
    /** Fixed questions, by bank and question code, with their score on this paper. */
    questions: z
      .array(
        z.object({
          bankCode: z.string(),
          questionCode: z.string(),
          score: ZQuestionScore,
          section: z.string().optional(),
        }),
      )
      .default([]),
    /** Draw rules: `count` questions of `questionType` from a bank, each worth `score`. */
    draws: z
      .array(
        z.object({
          bankCode: z.string(),
          questionType: ZQuestionTypeCode,
          count: z.number().int().positive().max(500),
          score: ZQuestionScore,
          section: z.string().optional(),
        }),
      )
      .default([]),
  })
  .refine((paper) => paper.questions.length + paper.draws.length > 0, {
    message: 'a paper needs questions or draw rules',
  });
export type TPackPaper = z.infer<typeof ZPackPaper>;
