import { LearningTaskKind, type TLearningTaskKind } from '@lectern/contracts/common/enums';
import type {
  TMapProgress,
  TMapStage,
  TMapTask,
  TStageLock,
} from '@lectern/contracts/learning-maps/learning-maps';
import type { LearningTaskState } from '../../platform/learning-tasks/learning-tasks';
import type { StageRow, TaskRow } from './learning-maps.repository';

/** A task whose kind has no source, or whose target is gone: shown, never done (decision 0069). */
const unavailableState: LearningTaskState = {
  title: '',
  done: false,
  percent: 0,
  score: null,
  doneAt: null,
};

/** Where the learner stands on each task, by `<kind>:<refId>`. */
export type TaskStates = ReadonlyMap<string, LearningTaskState>;
export const stateKey = (kind: number, refId: string) => `${kind}:${refId}`;

export const taskViewOf = (task: TaskRow, states: TaskStates): TMapTask => {
  const state = states.get(stateKey(task.kind, task.ref_id));
  const shown = state ?? unavailableState;
  return {
    taskId: task.id,
    kind: task.kind as TLearningTaskKind,
    refId: task.ref_id,
    available: state !== undefined,
    title: shown.title,
    done: shown.done,
    percent: shown.percent,
    score: shown.score,
    doneAt: shown.doneAt,
  };
};

/**
 * Progress over tasks: done ones counted, the percent the average of the tasks' own, 100 only
 * when `completed` (a stage is completed when open and every task done; a map when every stage is).
 */
export const progressOf = (tasks: readonly TMapTask[], completed: boolean): TMapProgress => {
  const average =
    tasks.length === 0
      ? 0
      : Math.floor(tasks.reduce((sum, task) => sum + task.percent, 0) / tasks.length);
  return {
    doneCount: tasks.filter((task) => task.done).length,
    taskCount: tasks.length,
    percent: completed ? 100 : Math.min(99, average),
    completed,
    completedAt: completed ? Math.max(0, ...tasks.map((task) => task.doneAt ?? 0)) : null,
  };
};

/** Why a stage is locked now: every rule it sets that does not hold (empty: it is open). */
export const locksOf = (
  stage: StageRow,
  previous: TMapStage | undefined,
  now: number,
): TStageLock[] => {
  const locks: TStageLock[] = [];
  if (previous && stage.after_previous === 1 && !previous.progress.completed) {
    locks.push({ type: 'previous', stageName: previous.name });
  }
  if (stage.opens_at !== null && now < stage.opens_at) {
    locks.push({ type: 'date', opensAt: stage.opens_at });
  }
  const minScore = stage.min_previous_exam_score;
  if (previous && minScore !== null) {
    const below = previous.tasks
      .filter((task) => task.kind === LearningTaskKind.EXAM)
      .filter((task) => !task.available || task.score === null || task.score < minScore)
      .map((task) => ({ title: task.title, score: task.score }));
    if (below.length > 0) locks.push({ type: 'score', minScore, exams: below });
  }
  return locks;
};

/** A map's stages in order, each with its tasks' states, its locks and its progress. */
export const stagesOf = (
  stages: readonly StageRow[],
  tasks: readonly TaskRow[],
  states: TaskStates,
  now: number,
): TMapStage[] => {
  const views: TMapStage[] = [];
  for (const stage of stages) {
    const stageTasks = tasks
      .filter((task) => task.stage_id === stage.id)
      .map((task) => taskViewOf(task, states));
    const locks = locksOf(stage, views.at(-1), now);
    const unlocked = locks.length === 0;
    const completed = unlocked && stageTasks.length > 0 && stageTasks.every((task) => task.done);
    views.push({
      stageId: stage.id,
      name: stage.name,
      description: stage.description,
      unlocked,
      locks,
      tasks: stageTasks,
      progress: progressOf(stageTasks, completed),
    });
  }
  return views;
};

/** The map's progress over all its tasks; completed when every stage is. */
export const mapProgressOf = (stages: readonly TMapStage[]) =>
  progressOf(
    stages.flatMap((stage) => stage.tasks),
    stages.length > 0 && stages.every((stage) => stage.progress.completed),
  );
