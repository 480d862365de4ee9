import { z } from 'zod';

const ZPackCode = z.string().trim().min(1).max(64);
const MINUTE_RANGE = 60 * 24 * 366;

/**
 * A session of a pack's class. Times are minutes relative to the first import of the session, so
 * a demo works on whatever day it is imported; a later import keeps them (docs/decisions/0066).
 */
export const ZPackOfflineSession = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  location: z.string().max(256).default(''),
  description: z.string().max(5_000).default(''),
  /** Minutes from the import to the start (negative: started already). */
  startsInMinutes: z.number().int().min(-MINUTE_RANGE).max(MINUTE_RANGE),
  durationMinutes: z
    .number()
    .int()
    .positive()
    .max(60 * 24 * 14),
  /** The sign-in window: from this many minutes before the start to this many after it. */
  signIn: z
    .object({
      opensBeforeMinutes: z.number().int().nonnegative().max(MINUTE_RANGE),
      closesAfterMinutes: z.number().int().positive().max(MINUTE_RANGE),
    })
    .default({ opensBeforeMinutes: 30, closesAfterMinutes: 30 }),
  /** The sign-out window: from this many minutes before the end to this many after it. */
  signOut: z
    .object({
      opensBeforeMinutes: z.number().int().nonnegative().max(MINUTE_RANGE),
      closesAfterMinutes: z.number().int().positive().max(MINUTE_RANGE),
    })
    .default({ opensBeforeMinutes: 15, closesAfterMinutes: 60 }),
});
export type TPackOfflineSession = z.infer<typeof ZPackOfflineSession>;

export const ZPackHomework = z
  .object({
    code: ZPackCode,
    title: z.string().min(1).max(128),
    description: z.string().max(5_000).default(''),
    fullScore: z.number().positive().max(10_000).default(100),
    passScore: z.number().nonnegative().max(10_000).default(60),
    /** Days from the first import to the deadline; null: none. */
    dueInDays: z.number().int().min(-366).max(3_660).nullable().default(null),
  })
  .refine((homework) => homework.passScore <= homework.fullScore, {
    message: 'passScore above fullScore',
    path: ['passScore'],
  });
export type TPackHomework = z.infer<typeof ZPackHomework>;

/**
 * An offline training class (spec §1 structured learning): its learners and trainer by userCode,
 * its sessions and homework, and the pack's paper taken as its exam (invitationType 8: not public,
 * no invitations). The class is completed when every session is attended, in and out, and every
 * homework graded at or above its pass score; it then credits `credit` once.
 */
export const ZPackOfflineClass = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  introduction: z.string().max(20_000).default(''),
  location: z.string().max(256).default(''),
  trainer: ZPackCode.nullable().default(null),
  learners: z.array(ZPackCode).max(10_000).default([]),
  credit: z.number().int().nonnegative().max(10_000).default(0),
  exam: ZPackCode.nullable().default(null),
  sessions: z.array(ZPackOfflineSession).max(200).default([]),
  homeworks: z.array(ZPackHomework).max(200).default([]),
});
export type TPackOfflineClass = z.infer<typeof ZPackOfflineClass>;

/** Problems of the offline classes part that the schema alone cannot see. */
export const offlineTrainingIssues = (
  classes: TPackOfflineClass[],
  memberCodes: ReadonlySet<string>,
  paperCodes: ReadonlySet<string>,
) => {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const classCodes = new Set<string>();
  classes.forEach((offlineClass, index) => {
    if (classCodes.has(offlineClass.code)) {
      issues.push({ path: [index, 'code'], message: `duplicate class code ${offlineClass.code}` });
    }
    classCodes.add(offlineClass.code);
    if (offlineClass.trainer !== null && !memberCodes.has(offlineClass.trainer)) {
      issues.push({ path: [index, 'trainer'], message: `unknown member ${offlineClass.trainer}` });
    }
    offlineClass.learners.forEach((learner, position) => {
      if (!memberCodes.has(learner)) {
        issues.push({ path: [index, 'learners', position], message: `unknown member ${learner}` });
      }
    });
    if (offlineClass.exam !== null && !paperCodes.has(offlineClass.exam)) {
      issues.push({ path: [index, 'exam'], message: `unknown paper ${offlineClass.exam}` });
    }
    for (const [part, codes] of [
      ['sessions', offlineClass.sessions.map(({ code }) => code)],
      ['homeworks', offlineClass.homeworks.map(({ code }) => code)],
    ] as const) {
      const seen = new Set<string>();
      codes.forEach((code, position) => {
        if (seen.has(code)) {
          issues.push({ path: [index, part, position, 'code'], message: `duplicate code ${code}` });
        }
        seen.add(code);
      });
    }
  });
  return issues;
};
