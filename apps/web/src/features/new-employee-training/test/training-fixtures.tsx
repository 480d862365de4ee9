import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import { LearningTaskKind } from '@lectern/contracts/common/enums';
import type {
  TTrainingProgrammeDetail,
  TTrainingProgrammeSummary,
  TTrainingTask,
} from '@lectern/contracts/new-employee-training/new-employee-training';
import type { ReactElement } from 'react';
import { renderRoute } from '@/test/render-route';
import { LinkedPaths, NewEmployeeTrainingPaths } from '../new-employee-training.feature';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITED = new Date(2026, 10, 2, 9, 0, 0).getTime();

export function summaryOf(
  overrides: Partial<TTrainingProgrammeSummary> = {},
): TTrainingProgrammeSummary {
  return {
    trainId: 'train-1',
    name: 'Welcome week',
    coverUrl: null,
    classifyName: 'Onboarding',
    inviteCreateTime: INVITED,
    inviteTime: INVITED,
    taskCount: 3,
    doneCount: 1,
    overdueCount: 1,
    progress: 45,
    completed: false,
    nextDeadline: INVITED + 7 * DAY_MS,
    hasExam: true,
    ...overrides,
  };
}

export function taskOf(overrides: Partial<TTrainingTask> = {}): TTrainingTask {
  return {
    taskId: 'task-1',
    kind: LearningTaskKind.COURSE,
    refId: 'course-1',
    title: 'Company essentials',
    withinDays: 7,
    deadline: INVITED + 7 * DAY_MS,
    overdue: false,
    doneLate: false,
    state: { done: false, percent: 0, score: null, doneAt: null },
    ...overrides,
  };
}

export function detailOf(
  overrides: Partial<TTrainingProgrammeDetail> = {},
): TTrainingProgrammeDetail {
  return {
    trainId: 'train-1',
    name: 'Welcome week',
    coverUrl: null,
    classifyName: 'Onboarding',
    inviteCreateTime: INVITED,
    inviteTime: INVITED,
    taskCount: 3,
    doneCount: 1,
    overdueCount: 1,
    progress: 45,
    completed: false,
    introduction: '<p>Welcome aboard</p>',
    tasks: [
      taskOf({ overdue: true, state: { done: false, percent: 30, score: null, doneAt: null } }),
      taskOf({
        taskId: 'task-2',
        kind: LearningTaskKind.PRACTICE,
        refId: 'practice-1',
        title: 'Security drill',
        withinDays: 14,
        deadline: INVITED + 14 * DAY_MS,
        doneLate: true,
        state: { done: true, percent: 100, score: 90, doneAt: INVITED + 15 * DAY_MS },
      }),
      taskOf({
        taskId: 'task-3',
        kind: LearningTaskKind.EXAM,
        refId: 'paper-1',
        title: 'Safety quiz',
        withinDays: null,
        deadline: null,
      }),
    ],
    exam: {
      examId: 'paper-final',
      name: 'Welcome exam',
      opens: 'afterTasks',
      open: false,
      passed: false,
      score: null,
    },
    ...overrides,
  };
}

const node = (name: string, classifyPath: string, children: TClassifyNode[] = []) => ({
  name,
  classifyCode: classifyPath.split('/').at(-2) ?? '',
  classifyPath,
  isEdit: false,
  isAble: true,
  children,
});

export const classifications: TClassifyNode[] = [
  {
    ...node('我的分类', '', [
      node('Onboarding', 'onboarding/', [node('Sales', 'onboarding/sales/')]),
    ]),
    labelKey: 'myClassification',
  },
];

const destinations = [...Object.values(NewEmployeeTrainingPaths), ...Object.values(LinkedPaths)];

/** Renders `page` at `entry` in a router whose other pages just name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
