import { LearningTaskKind } from '@lectern/contracts/common/enums';
import type {
  TMapDetail,
  TMapProgress,
  TMapStage,
  TMapSummary,
  TMapTask,
} from '@lectern/contracts/learning-maps/learning-maps';

export const progress = (fields: Partial<TMapProgress> = {}): TMapProgress => ({
  doneCount: 0,
  taskCount: 2,
  percent: 0,
  completed: false,
  completedAt: null,
  ...fields,
});

export const task = (fields: Partial<TMapTask> & Pick<TMapTask, 'taskId'>): TMapTask => ({
  kind: LearningTaskKind.COURSE,
  refId: `ref-${fields.taskId}`,
  available: true,
  title: `Task ${fields.taskId}`,
  done: false,
  percent: 0,
  score: null,
  doneAt: null,
  ...fields,
});

export const stage = (fields: Partial<TMapStage> & Pick<TMapStage, 'stageId'>): TMapStage => ({
  name: `Stage ${fields.stageId}`,
  description: '',
  unlocked: true,
  locks: [],
  tasks: [],
  progress: progress(),
  ...fields,
});

export const summary = (
  fields: Partial<TMapSummary> & Pick<TMapSummary, 'mapId'>,
): TMapSummary => ({
  name: `Map ${fields.mapId}`,
  coverUrl: null,
  classifyName: null,
  classifyPath: null,
  credit: 0,
  stageCount: 3,
  progress: progress(),
  ...fields,
});

/** A three-stage map: the first open with a course half done and a practice task done. */
export const threeStageMap = (): TMapDetail => ({
  ...summary({ mapId: 'map-1', name: 'Security starter', credit: 20, classifyName: 'Onboarding' }),
  introduction: '<p>Three stages from practice to the final exam.</p>',
  progress: progress({ doneCount: 1, taskCount: 5, percent: 30 }),
  stages: [
    stage({
      stageId: 's1',
      name: 'Warm-up',
      progress: progress({ doneCount: 1, percent: 75 }),
      tasks: [
        task({
          taskId: 't1',
          kind: LearningTaskKind.COURSE,
          refId: 'course-1',
          title: 'Handbook',
          percent: 50,
        }),
        task({
          taskId: 't2',
          kind: LearningTaskKind.PRACTICE,
          refId: 'practice-1',
          title: 'Drill',
          done: true,
          percent: 100,
          score: 90,
        }),
      ],
    }),
    stage({
      stageId: 's2',
      name: 'Basics',
      unlocked: false,
      locks: [
        { type: 'previous', stageName: 'Warm-up' },
        { type: 'date', opensAt: new Date(2026, 11, 1, 9, 0, 0).getTime() },
      ],
      tasks: [
        task({ taskId: 't3', kind: LearningTaskKind.EXAM, refId: 'paper-1', title: 'Self test' }),
      ],
    }),
    stage({
      stageId: 's3',
      name: 'Final',
      unlocked: false,
      locks: [
        {
          type: 'score',
          minScore: 80,
          exams: [{ title: 'Self test', score: 70 }],
        },
      ],
      tasks: [
        task({
          taskId: 't4',
          kind: LearningTaskKind.OFFLINE_CLASS,
          refId: 'class-1',
          available: false,
          title: '',
        }),
      ],
    }),
  ],
});
