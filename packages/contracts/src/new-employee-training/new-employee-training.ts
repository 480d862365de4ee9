import { z } from 'zod';
import { ZLearningTaskKind } from '../common/enums';
import { ZEpochMillis, ZId } from '../common/primitives';

/** When a programme's training exam opens (spec §3 invitationType 2, the post-training entry). */
export const TrainingExamOpens = {
  /** Once every task of the programme is done. */
  AFTER_TASKS: 'afterTasks',
  /** From the invitation on, alongside the tasks. */
  ANYTIME: 'anytime',
} as const;
export const ZTrainingExamOpens = z.enum(TrainingExamOpens);
export type TTrainingExamOpens = z.infer<typeof ZTrainingExamOpens>;

/** The learner's invitation to a programme (spec §3 inviteCreateTime, inviteTime). */
const invitationFields = {
  /** When the invitation was recorded. */
  inviteCreateTime: ZEpochMillis,
  /** When the learner was invited: every task's deadline counts from here. */
  inviteTime: ZEpochMillis,
};

/** How far the learner got through a programme's tasks. */
const progressFields = {
  taskCount: z.number().int().nonnegative(),
  doneCount: z.number().int().nonnegative(),
  /** Tasks past their deadline and not done. */
  overdueCount: z.number().int().nonnegative(),
  /** 0–100: the tasks' own progress, averaged (100 only when every task is done). */
  progress: z.number().int().min(0).max(100),
  /** Every task done and the training exam, if any, passed. */
  completed: z.boolean(),
};

/** A programme on the learner's list (/new-employ-train). */
export const ZTrainingProgrammeSummary = z.object({
  trainId: ZId,
  name: z.string(),
  /** Site-relative image URL; null: the client draws a cover from the name. */
  coverUrl: z.string().nullable(),
  classifyName: z.string().nullable(),
  ...invitationFields,
  ...progressFields,
  /** The earliest deadline of a task not done yet; null: none left. */
  nextDeadline: ZEpochMillis.nullable(),
  hasExam: z.boolean(),
});
export type TTrainingProgrammeSummary = z.infer<typeof ZTrainingProgrammeSummary>;

/** Where the learner stands on one task, as its feature says (learning tasks). */
export const ZTrainingTaskState = z.object({
  done: z.boolean(),
  percent: z.number().int().min(0).max(100),
  score: z.number().nullable(),
  doneAt: ZEpochMillis.nullable(),
});
export type TTrainingTaskState = z.infer<typeof ZTrainingTaskState>;

/** A task of a programme with its deadline. */
export const ZTrainingTask = z.object({
  taskId: ZId,
  kind: ZLearningTaskKind,
  /** The course, paper, practice task or class it points at: the page that does it takes this id. */
  refId: ZId,
  title: z.string(),
  /** Days after the invitation within which it is due; null: no deadline. */
  withinDays: z.number().int().positive().nullable(),
  /** inviteTime + withinDays; null: no deadline. */
  deadline: ZEpochMillis.nullable(),
  /** Not done and past its deadline. */
  overdue: z.boolean(),
  /** Done after its deadline. */
  doneLate: z.boolean(),
  /** null: the task is gone (removed from its feature) and cannot be done. */
  state: ZTrainingTaskState.nullable(),
});
export type TTrainingTask = z.infer<typeof ZTrainingTask>;

/** A programme's training exam: a paper that opens only through the programme. */
export const ZTrainingExam = z.object({
  examId: ZId,
  name: z.string(),
  opens: ZTrainingExamOpens,
  /** The learner may open the exam's preview now. */
  open: z.boolean(),
  passed: z.boolean(),
  /** The learner's best score; null before any judged attempt. */
  score: z.number().nullable(),
});
export type TTrainingExam = z.infer<typeof ZTrainingExam>;

/** A programme as its page shows it (/new-employ-train/detail). */
export const ZTrainingProgrammeDetail = ZTrainingProgrammeSummary.omit({
  nextDeadline: true,
  hasExam: true,
}).extend({
  /** Sanitised HTML. */
  introduction: z.string(),
  tasks: z.array(ZTrainingTask),
  exam: ZTrainingExam.nullable(),
});
export type TTrainingProgrammeDetail = z.infer<typeof ZTrainingProgrammeDetail>;

export const ZTrainingProgrammeRequest = z.object({ trainId: ZId });
