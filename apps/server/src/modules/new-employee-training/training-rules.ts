import {
  TrainingExamOpens,
  type TTrainingTask,
  type TTrainingTaskState,
} from '@lectern/contracts/new-employee-training/new-employee-training';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A task's deadline: `withinDays` whole days after the member was invited; null without one. */
export const deadlineOf = (inviteTime: number, withinDays: number | null) =>
  withinDays === null ? null : inviteTime + withinDays * DAY_MS;

/** Overdue: not done and past its deadline; done late: done after it. */
export const lateness = (
  deadline: number | null,
  state: TTrainingTaskState | null,
  now: number,
) => ({
  overdue: deadline !== null && !(state?.done ?? false) && now > deadline,
  doneLate: deadline !== null && state !== null && state.doneAt !== null && state.doneAt > deadline,
});

/**
 * The programme's progress over its tasks: the tasks' own percents averaged, 100 only when every
 * task is done (a task that is gone counts as not done: the administrator must replace it).
 */
export const progressOf = (tasks: readonly Pick<TTrainingTask, 'state' | 'overdue'>[]) => {
  const doneCount = tasks.filter((task) => task.state?.done ?? false).length;
  const allDone = tasks.length > 0 && doneCount === tasks.length;
  const total = tasks.reduce((sum, task) => sum + (task.state?.percent ?? 0), 0);
  const average = tasks.length === 0 ? 0 : Math.floor(total / tasks.length);
  return {
    taskCount: tasks.length,
    doneCount,
    overdueCount: tasks.filter((task) => task.overdue).length,
    progress: allDone ? 100 : Math.min(99, average),
    allDone,
  };
};

/** Spec §3 invitationType 2: the training exam opens after the tasks, or from the invitation. */
export const trainingExamOpen = (opens: string, allDone: boolean) =>
  opens === TrainingExamOpens.ANYTIME || allDone;
