import { z } from 'zod';
import { ZLearningTaskKind } from '../common/enums';
import { ZPackCode } from '../common/pack-audience';
import { ZTrainingExamOpens, TrainingExamOpens } from './new-employee-training';

/** The longest deadline a task may have, in days after the invitation. */
export const MAX_TASK_DAYS = 3_650;

/**
 * A task of a pack's programme: a course, paper, practice task or offline class of the pack, by
 * its kind (LearningTaskKind) and code, due `withinDays` after the member's invitation.
 */
export const ZPackTrainingTask = z.object({
  kind: ZLearningTaskKind,
  code: ZPackCode,
  withinDays: z.number().int().positive().max(MAX_TASK_DAYS).nullable().default(null),
});
export type TPackTrainingTask = z.infer<typeof ZPackTrainingTask>;

/** A member on a programme's invitation list, invited `invitedDaysAgo` days before the import. */
export const ZPackTrainingInvitee = z.object({
  userCode: z.string().min(1).max(64),
  invitedDaysAgo: z.number().int().min(0).max(MAX_TASK_DAYS).default(0),
});

export const ZPackTrainingProgramme = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  /** A node of the section's classifications; null: unclassified. */
  classifyCode: ZPackCode.nullable().default(null),
  /** An `asset:` image or null. */
  cover: z.string().min(1).max(1024).nullable().default(null),
  /** HTML. */
  introduction: z.string().max(100_000).default(''),
  tasks: z.array(ZPackTrainingTask).min(1).max(200),
  /**
   * The training exam (spec §3 invitationType 2): a paper of the pack that is not public and
   * invites no one, so that only this programme's entry opens it.
   */
  exam: z
    .object({
      paper: ZPackCode,
      opens: ZTrainingExamOpens.default(TrainingExamOpens.AFTER_TASKS),
    })
    .nullable()
    .default(null),
  invitees: z.array(ZPackTrainingInvitee).max(100_000).default([]),
});
export type TPackTrainingProgramme = z.infer<typeof ZPackTrainingProgramme>;
