import { z } from 'zod';
import { ZLearningTaskKind } from '../common/enums';
import { ZEpochMillis } from '../common/primitives';

/** A learning map's id in requests. */
export const ZMapRequest = z.object({ mapId: z.string().min(1).max(64) });

/** How far a learner got through a set of tasks (a stage, a map). */
export const ZMapProgress = z.object({
  /** Tasks done of the tasks counted. */
  doneCount: z.number().int().nonnegative(),
  taskCount: z.number().int().nonnegative(),
  /** 0–100: the average of the tasks' own progress, 100 only when every task is done. */
  percent: z.number().int().min(0).max(100),
  completed: z.boolean(),
  /** When the last task was done, epoch ms; null while not completed. */
  completedAt: ZEpochMillis.nullable(),
});
export type TMapProgress = z.infer<typeof ZMapProgress>;

/** A map in the list: what it is and how far the learner got. */
export const ZMapSummary = z.object({
  mapId: z.string(),
  name: z.string(),
  coverUrl: z.string().nullable(),
  classifyName: z.string().nullable(),
  classifyPath: z.string().nullable(),
  /** Credits awarded once, when the learner completes the map. */
  credit: z.number().int().nonnegative(),
  stageCount: z.number().int().nonnegative(),
  progress: ZMapProgress,
});
export type TMapSummary = z.infer<typeof ZMapSummary>;

/**
 * Why a stage is locked (spec §2 /learn-map/detail): every rule the stage sets must hold. A
 * `previous` lock waits for the previous stage to be completed; `date` for its opening time;
 * `score` for a best score of at least `minScore` on each exam of the previous stage.
 */
export const ZStageLock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('previous'), stageName: z.string() }),
  z.object({ type: z.literal('date'), opensAt: ZEpochMillis }),
  z.object({
    type: z.literal('score'),
    minScore: z.number().nonnegative(),
    /** The previous stage's exams whose best score is below it (null: not taken yet). */
    exams: z.array(z.object({ title: z.string(), score: z.number().nullable() })),
  }),
]);
export type TStageLock = z.infer<typeof ZStageLock>;

/** One task of a stage with where the learner stands on it. */
export const ZMapTask = z.object({
  taskId: z.string(),
  kind: ZLearningTaskKind,
  /** The course's, paper's, practice task's or class's id, for the link to do it. */
  refId: z.string(),
  /** False when its kind or the task itself is gone from the tenant: it cannot be done now. */
  available: z.boolean(),
  title: z.string(),
  done: z.boolean(),
  percent: z.number().int().min(0).max(100),
  score: z.number().nullable(),
  doneAt: ZEpochMillis.nullable(),
});
export type TMapTask = z.infer<typeof ZMapTask>;

/** A stage: its tasks in order, whether it is open and, when locked, why. */
export const ZMapStage = z.object({
  stageId: z.string(),
  name: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
  locks: z.array(ZStageLock),
  tasks: z.array(ZMapTask),
  progress: ZMapProgress,
});
export type TMapStage = z.infer<typeof ZMapStage>;

/** A map with its stages in order and the learner's progress per stage and overall. */
export const ZMapDetail = ZMapSummary.extend({
  introduction: z.string(),
  stages: z.array(ZMapStage),
});
export type TMapDetail = z.infer<typeof ZMapDetail>;

/** The most tasks of one stage, and stages of one map (content packs). */
export const MAX_STAGE_TASKS = 50;
export const MAX_MAP_STAGES = 30;
