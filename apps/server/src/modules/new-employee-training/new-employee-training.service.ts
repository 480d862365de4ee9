import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TAdminTraineeProgress } from '@lectern/contracts/new-employee-training/get-admin-new-member-train-progress';
import type { TGetNewMemberTrainListRequest } from '@lectern/contracts/new-employee-training/get-new-member-train-list';
import type {
  TTrainingProgrammeDetail,
  TTrainingProgrammeSummary,
} from '@lectern/contracts/new-employee-training/new-employee-training';
import type { MemberAccountsOn } from '../../platform/accounts/member-accounts';
import { myClassificationTree } from '../../platform/classifications/classification-tree';
import { AppError } from '../../platform/http/app-error';
import type { LearningTasksOn } from '../../platform/learning-tasks/learning-tasks';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type {
  InvitationRow,
  NewEmployeeTrainingRepositories,
  ProgrammeRow,
} from './new-employee-training.repository';
import { programmeStandings, type ProgrammeStanding } from './programme-standing';

type Extra = { learningTasks: LearningTasksOn; memberAccounts: MemberAccountsOn };

const summaryOf = (
  programme: ProgrammeRow,
  invitation: InvitationRow,
  standing: ProgrammeStanding,
) => ({
  trainId: programme.id,
  name: programme.name,
  coverUrl: programme.cover_url,
  classifyName: programme.classify_name,
  inviteCreateTime: invitation.invite_create_time,
  inviteTime: invitation.invite_time,
  taskCount: standing.taskCount,
  doneCount: standing.doneCount,
  overdueCount: standing.overdueCount,
  progress: standing.progress,
  completed: standing.completed,
});

/**
 * New-employee training for learners (spec §2 /new-employ-train): the classification tree, the
 * programmes the learner is invited to and one programme with its tasks; only members on a
 * programme's invitation list see it (spec §6, 300540). Administrators list a programme's
 * progress by member and invite members.
 */
export const newEmployeeTrainingService = ({
  db,
  transact,
  repositories,
  learningTasks,
  memberAccounts,
}: ServiceDeps<NewEmployeeTrainingRepositories, Extra>) => {
  const { programmes } = repositories(db);

  const standingsOf = async (
    tenantId: string,
    memberId: string,
    invited: readonly { programme: ProgrammeRow; invitation: InvitationRow }[],
  ) =>
    programmeStandings(
      learningTasks(db),
      tenantId,
      memberId,
      invited,
      await programmes.tasksOf(
        tenantId,
        invited.map(({ programme }) => programme.id),
      ),
      Date.now(),
    );

  const programmeOf = async (tenantId: string, trainId: string) => {
    const programme = await programmes.findProgramme(tenantId, trainId);
    if (!programme) throw new AppError(ErrorCode.NEW_EMPLOYEE_TRAINING_NOT_FOUND);
    return programme;
  };

  return {
    /** Spec §3: one root, 'My classification', holding the tenant's training classifications. */
    classifications: async ({ tenantId }: MemberSession): Promise<TClassifyNode[]> =>
      myClassificationTree(await programmes.classifications(tenantId)),

    list: async (
      { tenantId, memberId }: MemberSession,
      query: TGetNewMemberTrainListRequest,
    ): Promise<{ list: TTrainingProgrammeSummary[]; total: number }> => {
      const { rows, total } = await programmes.invitedProgrammes(tenantId, memberId, {
        classifyPath: query.classifyPath ? query.classifyPath : null,
        keyword: query.keyword?.trim() ? query.keyword.trim() : null,
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const standings = await standingsOf(tenantId, memberId, rows);
      return {
        list: rows.map(({ programme, invitation }) => {
          const standing = standings.get(programme.id)!;
          const deadlines = standing.tasks
            .filter((task) => task.deadline !== null && !(task.state?.done ?? false))
            .map((task) => task.deadline!);
          return {
            ...summaryOf(programme, invitation, standing),
            nextDeadline: deadlines.length > 0 ? Math.min(...deadlines) : null,
            hasExam: standing.exam !== null,
          };
        }),
        total,
      };
    },

    /** A programme with the learner's standing: 309250 when unknown, 300540 when not invited. */
    detail: async (
      { tenantId, memberId }: MemberSession,
      trainId: string,
    ): Promise<TTrainingProgrammeDetail> => {
      const programme = await programmeOf(tenantId, trainId);
      const invitation = await programmes.invitation(tenantId, programme.id, memberId);
      if (!invitation) throw new AppError(ErrorCode.NOT_ON_NEW_EMPLOYEE_TRAINING_LIST);
      const standing = (await standingsOf(tenantId, memberId, [{ programme, invitation }])).get(
        programme.id,
      )!;
      return {
        ...summaryOf(programme, invitation, standing),
        introduction: programme.introduction,
        tasks: standing.tasks,
        exam: standing.exam,
      };
    },

    /** Administrator: the programme's invited members with their progress. */
    progress: async (
      { tenantId }: MemberSession,
      query: { trainId: string; pageNum: number; pageSize: number },
    ): Promise<{ list: TAdminTraineeProgress[]; total: number }> => {
      const programme = await programmeOf(tenantId, query.trainId);
      const { rows, total } = await programmes.invitees(tenantId, programme.id, {
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const list = await Promise.all(
        rows.map(async (invitee) => {
          const standing = (
            await standingsOf(tenantId, invitee.member_id, [{ programme, invitation: invitee }])
          ).get(programme.id)!;
          return traineeOf(invitee, standing);
        }),
      );
      return { list, total };
    },

    /** Administrator: invites a member; one already invited keeps their invitation. */
    invite: async (
      { tenantId }: MemberSession,
      trainId: string,
      userCode: string,
    ): Promise<TAdminTraineeProgress> => {
      const programme = await programmeOf(tenantId, trainId);
      const member = await memberAccounts(db).findByUserCode(tenantId, userCode);
      if (!member) throw new AppError(ErrorCode.NEW_EMPLOYEE_TRAINING_MEMBER_NOT_FOUND);
      const invitation = await transact(async (trx) => {
        const own = repositories(trx).programmes;
        await own.invite(tenantId, programme.id, member.id, Date.now());
        return own.invitation(tenantId, programme.id, member.id);
      });
      const standing = (
        await standingsOf(tenantId, member.id, [{ programme, invitation: invitation! }])
      ).get(programme.id)!;
      return traineeOf(
        { ...invitation!, nick_name: member.nick_name, user_code: member.user_code },
        standing,
      );
    },
  };
};

const traineeOf = (
  invitee: InvitationRow & { nick_name: string; user_code: string },
  standing: ProgrammeStanding,
): TAdminTraineeProgress => ({
  memberId: invitee.member_id,
  name: invitee.nick_name,
  userCode: invitee.user_code,
  inviteCreateTime: invitee.invite_create_time,
  inviteTime: invitee.invite_time,
  taskCount: standing.taskCount,
  doneCount: standing.doneCount,
  overdueCount: standing.overdueCount,
  progress: standing.progress,
  examPassed: standing.exam?.passed ?? false,
  completed: standing.completed,
});
