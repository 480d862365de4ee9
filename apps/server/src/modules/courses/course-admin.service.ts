import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TLearningStatus } from '@lectern/contracts/common/enums';
import type {
  TAdminCourseRun,
  TGetAdminCourseCompletionResponse,
} from '@lectern/contracts/courses/get-admin-course-completion';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { CourseContents } from './course-content';
import { percent, secondsOf } from './course-rules';
import type { CourseRunRow, CoursesRepositories } from './courses.repository';

/**
 * Administrators' course API (decision 0062): completion by learner, resets and the review of
 * learning forbidden after face-comparison failures. Always in the administrator's own tenant.
 */
export const courseAdminService = ({
  db,
  transact,
  repositories,
  contents,
}: ServiceDeps<CoursesRepositories, { contents: CourseContents }>) => {
  const { courses } = repositories(db);

  const adminRun = async (
    tenantId: string,
    run: CourseRunRow,
    learner?: { nick_name: string; user_code: string },
  ): Promise<TAdminCourseRun> => {
    const { coursewares } = await contents.course(tenantId, run.course_id);
    const member = learner ?? (await courses.learnerOf(tenantId, run.member_id));
    return {
      runId: run.id,
      memberId: run.member_id,
      name: member?.nick_name ?? '',
      userCode: member?.user_code ?? '',
      runNo: run.run_no,
      status: run.status as TLearningStatus,
      progress: run.completed_at !== null ? 100 : percent(run.completed_count, coursewares.length),
      learnedSeconds: secondsOf(run.learned_ms),
      startedAt: run.started_at,
      completedAt: run.completed_at,
      faceFailures: run.face_failures,
    };
  };

  return {
    completion: async (
      { tenantId }: MemberSession,
      query: { courseId: string; status?: number | undefined; pageNum: number; pageSize: number },
    ): Promise<TGetAdminCourseCompletionResponse> => {
      const { course } = await contents.course(tenantId, query.courseId);
      const { rows, total, started, completed } = await courses.adminRuns(tenantId, course.id, {
        status: query.status ?? null,
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: await Promise.all(rows.map((row) => adminRun(tenantId, row, row))),
        total,
        started,
        completed,
      };
    },

    /** Ends the learner's open run: the next start begins run n + 1 from nothing. */
    reset: async ({ tenantId }: MemberSession, courseId: string, memberId: string) => {
      const { course } = await contents.course(tenantId, courseId);
      const ended = await transact((trx) =>
        repositories(trx).courses.endRun(tenantId, memberId, course.id, Date.now()),
      );
      if (!ended) throw new AppError(ErrorCode.COURSE_RUN_NOT_FOUND);
      return adminRun(tenantId, ended);
    },

    review: async ({ tenantId }: MemberSession, runId: string, allow: boolean) => {
      const reviewed = await transact((trx) =>
        repositories(trx).courses.reviewRun(tenantId, runId, allow),
      );
      if (!reviewed) throw new AppError(ErrorCode.COURSE_RUN_NOT_FOUND);
      return adminRun(tenantId, reviewed);
    },
  };
};
