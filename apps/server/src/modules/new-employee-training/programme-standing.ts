import { LearningTaskKind, type TLearningTaskKind } from '@lectern/contracts/common/enums';
import type {
  TTrainingExam,
  TTrainingExamOpens,
  TTrainingTask,
} from '@lectern/contracts/new-employee-training/new-employee-training';
import type {
  LearningTaskSource,
  LearningTaskState,
} from '../../platform/learning-tasks/learning-tasks';
import type { InvitationRow, ProgrammeRow, TaskRow } from './new-employee-training.repository';
import { deadlineOf, lateness, progressOf, trainingExamOpen } from './training-rules';

type Sources = Partial<Record<TLearningTaskKind, LearningTaskSource>>;

/** Where a member stands in one programme: its tasks, progress and training exam. */
export type ProgrammeStanding = ReturnType<typeof progressOf> & {
  tasks: TTrainingTask[];
  exam: TTrainingExam | null;
  /** Every task done and the training exam, if any, passed. */
  completed: boolean;
};

const keyOf = (kind: number, refId: string) => `${kind}:${refId}`;

/**
 * Asks each kind's feature where the member stands on the tasks (and the training exams, which are
 * papers): one call per kind, whatever the number of programmes. Kinds without a source (offline
 * classes before their feature lends one) answer nothing, so their tasks show as gone.
 */
const statesOf = async (
  sources: Sources,
  tenantId: string,
  memberId: string,
  wanted: readonly { kind: number; refId: string }[],
) => {
  const byKind = new Map<number, string[]>();
  for (const { kind, refId } of wanted) byKind.set(kind, [...(byKind.get(kind) ?? []), refId]);
  const states = new Map<string, LearningTaskState>();
  await Promise.all(
    [...byKind].map(async ([kind, refIds]) => {
      const source = sources[kind as TLearningTaskKind];
      if (!source) return;
      const found = await source.statesOf(tenantId, memberId, [...new Set(refIds)]);
      for (const [refId, state] of found) states.set(keyOf(kind, refId), state);
    }),
  );
  return states;
};

/** The standings of one member in the programmes they are invited to. */
export const programmeStandings = async (
  sources: Sources,
  tenantId: string,
  memberId: string,
  programmes: readonly { programme: ProgrammeRow; invitation: InvitationRow }[],
  tasks: readonly TaskRow[],
  now: number,
): Promise<Map<string, ProgrammeStanding>> => {
  const states = await statesOf(sources, tenantId, memberId, [
    ...tasks.map((task) => ({ kind: task.kind, refId: task.ref_id })),
    ...programmes.flatMap(({ programme }) =>
      programme.exam_paper_id === null
        ? []
        : [{ kind: LearningTaskKind.EXAM, refId: programme.exam_paper_id }],
    ),
  ]);
  return new Map(
    programmes.map(({ programme, invitation }) => {
      const own = tasks
        .filter((task) => task.programme_id === programme.id)
        .map((task): TTrainingTask => {
          const found = states.get(keyOf(task.kind, task.ref_id));
          const state = found
            ? { done: found.done, percent: found.percent, score: found.score, doneAt: found.doneAt }
            : null;
          const deadline = deadlineOf(invitation.invite_time, task.within_days);
          return {
            taskId: task.id,
            kind: task.kind as TLearningTaskKind,
            refId: task.ref_id,
            title: found?.title ?? '',
            withinDays: task.within_days,
            deadline,
            ...lateness(deadline, state, now),
            state,
          };
        });
      const progress = progressOf(own);
      const paper =
        programme.exam_paper_id === null
          ? undefined
          : states.get(keyOf(LearningTaskKind.EXAM, programme.exam_paper_id));
      const exam: TTrainingExam | null =
        programme.exam_paper_id === null || !paper
          ? null
          : {
              examId: programme.exam_paper_id,
              name: paper.title,
              opens: programme.exam_opens as TTrainingExamOpens,
              open: trainingExamOpen(programme.exam_opens, progress.allDone),
              passed: paper.done,
              score: paper.score,
            };
      return [
        programme.id,
        {
          ...progress,
          tasks: own,
          exam,
          completed: progress.allDone && (exam === null || exam.passed),
        },
      ];
    }),
  );
};
