import { CertificateKind } from '@lectern/contracts/common/certificates';
import { CreditBizType } from '@lectern/contracts/common/enums';
import { certificateIssuer } from '../../platform/certificates/certificate-issuer';
import { creditLedger } from '../../platform/credits/credit-ledger';
import type { Executor } from '../../platform/services/service-deps';
import type { CourseContent } from './course-content';
import type { CourseRunRow, CoursesRepositories } from './courses.repository';

/** A course run that has just completed, as the completion transaction hands it on. */
export type CourseCompletion = {
  tenantId: string;
  memberId: string;
  courseId: string;
  courseName: string;
  runId: string;
  runNo: number;
  completedAt: number;
  /** The course gives a certificate on completion (its `certificate` rule). */
  certificate: boolean;
};

/**
 * Called inside the completion transaction, once per completed run, after its credit: where the
 * certificates module's `certificateIssuer` issues the course's certificate (decision 0064), so
 * that a certificate lands with the completion or not at all.
 */
export type CourseCompletedHook = (trx: Executor, completion: CourseCompletion) => Promise<void>;

/** The ledger source of a run's completion credit: one award per run, however often it races. */
export const completionCreditSource = (runId: string) => `course:${runId}`;

/** A course with the certificate rule issues its certificate with the completion (decision 0064). */
export const issueCourseCertificate: CourseCompletedHook = async (trx, completion) => {
  if (!completion.certificate) return;
  await certificateIssuer(trx).issue(
    {
      tenantId: completion.tenantId,
      memberId: completion.memberId,
      source: completionCreditSource(completion.runId),
      kind: CertificateKind.COURSE,
      title: completion.courseName,
    },
    completion.completedAt,
  );
};

/**
 * In a transaction: completes the run once, when all its courseware is completed and the
 * completion signature (when asked) is given; then awards the course's credit and calls the hook.
 * The run's row stays locked from `countCompletion` or `signRun` until the commit, and the
 * conditional update lets only one caller through, so racing completions make one of each.
 */
export const finishRunIfDue = async (
  trx: Executor,
  repositories: (executor: Executor) => CoursesRepositories,
  onCourseCompleted: CourseCompletedHook,
  { course, coursewares }: CourseContent,
  run: CourseRunRow,
  now: number,
): Promise<CourseRunRow> => {
  const total = coursewares.length;
  if (run.completed_at !== null || run.ended_at !== null || run.completed_count < total) return run;
  if (course.completion_signature === 1 && run.completion_signed_at === null) return run;
  const { courses } = repositories(trx);
  if (!(await courses.completeRun(run.tenant_id, run.id, total, now))) return run;
  if (course.credit > 0) {
    await creditLedger(trx).award(
      {
        tenantId: run.tenant_id,
        memberId: run.member_id,
        source: completionCreditSource(run.id),
        bizType: CreditBizType.ADD,
        bizName: course.name,
        amount: course.credit,
      },
      now,
    );
  }
  await onCourseCompleted(trx, {
    tenantId: run.tenant_id,
    memberId: run.member_id,
    courseId: course.id,
    courseName: course.name,
    runId: run.id,
    runNo: run.run_no,
    completedAt: now,
    certificate: course.certificate === 1,
  });
  return { ...run, completed_at: now };
};

/**
 * In a transaction: completes the courseware in the run once (a conditional update), counts it on
 * the run and finishes the run when it was the last. The run as it is then; undefined when the
 * courseware was completed already.
 */
export const completeCourseware = async (
  trx: Executor,
  repositories: (executor: Executor) => CoursesRepositories,
  onCourseCompleted: CourseCompletedHook,
  content: CourseContent,
  { tenantId, runId, coursewareId }: { tenantId: string; runId: string; coursewareId: string },
  now: number,
) => {
  const { courses } = repositories(trx);
  if (!(await courses.completeCourseware(tenantId, runId, coursewareId, now))) return undefined;
  const run = await courses.countCompletion(tenantId, runId);
  return run && finishRunIfDue(trx, repositories, onCourseCompleted, content, run, now);
};
