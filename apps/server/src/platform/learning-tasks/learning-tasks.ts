import type { TLearningTaskKind } from '@lectern/contracts/common/enums';
import type { Executor } from '../services/service-deps';

/** Where a learner stands on one task: a course, a paper, a practice task, an offline class. */
export type LearningTaskState = {
  /** The task's name as its feature shows it. */
  title: string;
  /** Completed: a course completed, a paper passed, a practice task finished, a class attended. */
  done: boolean;
  /** 0–100: how far the learner got (100 when done). */
  percent: number;
  /** The best score where the task has one (papers, practice tasks), else null. */
  score: number | null;
  /** When the task was first done, epoch ms; null while not done. */
  doneAt: number | null;
};

/**
 * One feature's tasks as structured learning sees them (learning maps, new-employee training;
 * docs/decisions/0065): each feature answers for its own tables, so maps and programmes never
 * read them. Ids that do not exist in the tenant (or are deleted) are absent from the answer.
 */
export type LearningTaskSource = {
  statesOf: (
    tenantId: string,
    memberId: string,
    refIds: readonly string[],
  ) => Promise<Map<string, LearningTaskState>>;
  /** The ids of the tasks of this kind that content packs name by these codes (pack imports). */
  idsOfCodes: (tenantId: string, codes: readonly string[]) => Promise<Map<string, string>>;
};

export type LearningTaskSourceOn = (executor: Executor) => LearningTaskSource;

/** Every kind's source (features.ts): a kind without one has no tasks to point at. */
export type LearningTasksOn = (
  executor: Executor,
) => Partial<Record<TLearningTaskKind, LearningTaskSource>>;

/** The sources of the features that lend one, built on one executor. */
export const learningTaskSources =
  (sources: Partial<Record<TLearningTaskKind, LearningTaskSourceOn>>): LearningTasksOn =>
  (executor) =>
    Object.fromEntries(
      Object.entries(sources).map(([kind, source]) => [kind, source(executor)]),
    ) as Partial<Record<TLearningTaskKind, LearningTaskSource>>;

/** 0–100 from done and total parts, 100 only when done. */
export const percentOf = (doneParts: number, totalParts: number, done: boolean) =>
  done ? 100 : totalParts <= 0 ? 0 : Math.min(99, Math.floor((doneParts * 100) / totalParts));
