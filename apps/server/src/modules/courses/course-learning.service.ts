import type { Dialect } from '../../db/database';
import {
  CreditBizType,
  LearningStatus,
  type TLearningStatus,
} from '@lectern/contracts/common/enums';
import { ErrorCode, type TErrorCode } from '@lectern/contracts/common/error-codes';
import { IMAGE_EXTENSIONS } from '@lectern/contracts/common/upload';
import {
  CoursewareKind,
  HEARTBEAT_GRACE_SECONDS,
  HEARTBEAT_SECONDS,
  type TCourseRun,
} from '@lectern/contracts/courses/courses';
import {
  MAX_COURSE_FACE_FAILURES,
  type TPostCourseFaceCheckRequest,
} from '@lectern/contracts/courses/post-course-face-check';
import type {
  TPostCoursewareHeartbeatRequest,
  TPostCoursewareHeartbeatResponse,
} from '@lectern/contracts/courses/post-courseware-heartbeat';
import type { TPostRedeemCourseResponse } from '@lectern/contracts/courses/post-redeem-course';
import {
  MAX_SCORM_CMI_LENGTH,
  type TPostScormCommitRequest,
  type TPostScormCommitResponse,
} from '@lectern/contracts/courses/post-scorm-commit';
import type { TPostSignCourseRequest } from '@lectern/contracts/courses/post-sign-course';
import type { TCoursewareSession } from '@lectern/contracts/courses/post-start-courseware';
import type { Transact } from '../../db/group-commit';
import { creditLedger, spendCredit } from '../../platform/credits/credit-ledger';
import { AppError } from '../../platform/http/app-error';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { fileUrlPath, uploadIdOfUrl } from '../../platform/uploads/file-url';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { completeCourseware, finishRunIfDue, type CourseCompletedHook } from './course-completion';
import type { CourseContent, CourseContents } from './course-content';
import {
  completedByTime,
  coursewareProgressOf,
  finalExamOpen,
  learningDayOf,
  lockedIds,
  MEDIA_KINDS,
  pageSeenBy,
  pagesSeenOf,
  percent,
  scormStatusOf,
  secondsOf,
} from './course-rules';
import type {
  CourseRunRow,
  CoursesRepositories,
  CoursewareProgressRow,
} from './courses.repository';

/** The most one heartbeat credits (decision 0062): the interval and a grace for a late timer. */
const MAX_BEAT_CREDIT_MS = (HEARTBEAT_SECONDS + HEARTBEAT_GRACE_SECONDS) * 1000;

const IMAGE_TYPES: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

/** The ledger source of a course's redemption: one per learner and course. */
export const redemptionSource = (courseId: string) => `course-redeem:${courseId}`;

/** Site-relative URL of a file of a courseware's folder (served by the courseware file route). */
export const coursewareFileUrl = (coursewareId: string, path: string) =>
  `/h5/api/courseware/files/${coursewareId}/${path.split('/').map(encodeURIComponent).join('/')}`;

export const runView = ({ coursewares }: CourseContent, run: CourseRunRow): TCourseRun => ({
  runId: run.id,
  runNo: run.run_no,
  status: run.status as TLearningStatus,
  startedAt: run.started_at,
  completedAt: run.completed_at,
  lastLearnAt: run.last_learn_at,
  learnedSeconds: secondsOf(run.learned_ms),
  progress: run.completed_at !== null ? 100 : percent(run.completed_count, coursewares.length),
  timesLearned: run.days_learned,
  firstSignedAt: run.first_signed_at,
  completionSignedAt: run.completion_signed_at,
  attemptsUsed: run.run_no,
});

/** The refusal of learning in a run that is not open to it (spec §4), or null. */
const runRefusal = (run: CourseRunRow): TErrorCode | null => {
  if (run.status === LearningStatus.FORBIDDEN)
    return ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN;
  if (run.status !== LearningStatus.NORMAL) return ErrorCode.LEARNING_PAUSED_OR_STOPPED;
  if (run.completed_at !== null) return ErrorCode.COURSE_COMPLETED;
  return null;
};

export const courseLearningService = ({
  db,
  transact,
  repositories,
  contents,
  beatTransact,
  dialect,
  timeZone,
  onCourseCompleted,
}: ServiceDeps<
  CoursesRepositories,
  {
    contents: CourseContents;
    /** The heartbeats' transactions, grouped (db/group-commit.ts `groupedHotWrites`). */
    beatTransact: Transact;
    dialect: Dialect;
    /** Days learned are counted in this time zone. */
    timeZone: string;
    /** The certificate issuer's place in the completion transaction (course-completion.ts). */
    onCourseCompleted: CourseCompletedHook;
  }
>) => {
  const { courses } = repositories(db);
  const uploads = uploadsRepository(db);

  const redeemed = async ({ tenantId, memberId }: MemberSession, content: CourseContent) =>
    content.course.points_price === 0 ||
    (await creditLedger(db).entryOf(tenantId, memberId, redemptionSource(content.course.id))) !==
      undefined;

  /** The learner's open run; 300532 after a reset until the next start, 300514 before any. */
  const openRunOf = async (
    session: MemberSession,
    content: CourseContent,
    afterReset: TErrorCode,
  ) => {
    const run = await courses.findOpenRun(session.tenantId, session.memberId, content.course.id);
    if (run) return run;
    const used = await courses.runsUsed(session.tenantId, session.memberId, content.course.id);
    throw new AppError(used > 0 ? afterReset : ErrorCode.LEARNING_RECORD_NOT_FOUND);
  };

  /** Starts the learner's run of the course, or answers the open one (spec §4 rules). */
  const startRun = async (session: MemberSession, content: CourseContent) => {
    const { tenantId, memberId } = session;
    const { course } = content;
    const open = await courses.findOpenRun(tenantId, memberId, course.id);
    if (open) {
      if (open.status === LearningStatus.FORBIDDEN) {
        throw new AppError(ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN);
      }
      if (open.completed_at !== null) throw new AppError(ErrorCode.COURSE_COMPLETED);
      return open;
    }
    if (!(await redeemed(session, content))) throw new AppError(ErrorCode.COURSE_NOT_REDEEMED);
    const used = await courses.runsUsed(tenantId, memberId, course.id);
    if (course.attempts_allowed !== null && used >= course.attempts_allowed) {
      throw new AppError(ErrorCode.INSUFFICIENT_LEARNING_COUNT);
    }
    // Concurrent starts insert the same run number: one row, which both then find.
    await courses.insertRun({
      id: newId(),
      tenant_id: tenantId,
      member_id: memberId,
      course_id: course.id,
      run_no: used + 1,
      started_at: Date.now(),
    });
    const started = await courses.findOpenRun(tenantId, memberId, course.id);
    if (!started) throw new AppError(ErrorCode.LEARNING_RECORD_NOT_FOUND);
    return started;
  };

  /** The learner's own image upload, by its URL as the server writes it (300337 otherwise). */
  const ownImage = async ({ tenantId, memberId }: MemberSession, url: string) => {
    const uploadId = uploadIdOfUrl(url);
    const upload = uploadId ? await uploads.findById(tenantId, uploadId) : undefined;
    if (!upload || upload.member_id !== memberId) {
      throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
    }
    if (!IMAGE_TYPES.has(upload.extension)) throw new AppError(ErrorCode.UPLOAD_FORMAT_UNSUPPORTED);
    return fileUrlPath(upload.id, upload.original_name);
  };

  /** The courseware of the run before which learning must stop in an in-order course. */
  const lockedInRun = async (content: CourseContent, run: CourseRunRow) => {
    const progress = await courses.progressOfRuns(run.tenant_id, [run.id]);
    const completed = new Set(
      progress.filter((row) => row.completed_at !== null).map((row) => row.courseware_id),
    );
    return {
      locked: lockedIds(content.course.in_order === 1, content.coursewares, completed),
      progress,
    };
  };

  /**
   * The open run and the courseware's progress row a heartbeat or commit writes, or the refusal
   * of learning it (spec §4): 300519 after a reset, the run's own refusals, 300728 for courseware
   * after an unfinished one in an in-order course, 300514 for courseware never opened.
   */
  const learningProgressOf = async (
    session: MemberSession,
    content: CourseContent,
    coursewareId: string,
  ) => {
    const run = await openRunOf(session, content, ErrorCode.COURSEWARE_PROGRESS_RESET);
    const refusal = runRefusal(run);
    if (refusal) throw new AppError(refusal);
    const progress = await courses.findProgress(session.tenantId, run.id, coursewareId);
    if (progress) return { run, progress };
    const { locked } = await lockedInRun(content, run);
    throw new AppError(
      locked.has(coursewareId)
        ? ErrorCode.PREVIOUS_COURSEWARE_UNFINISHED
        : ErrorCode.LEARNING_RECORD_NOT_FOUND,
    );
  };

  const courseProgressOf = (content: CourseContent, run: CourseRunRow) => ({
    courseProgress:
      run.completed_at !== null ? 100 : percent(run.completed_count, content.coursewares.length),
    courseCompleted: run.completed_at !== null,
  });

  const beatAnswer = (
    content: CourseContent,
    courseware: CourseContent['coursewares'][number],
    progress: CoursewareProgressRow,
    run: CourseRunRow,
    creditedMs: number,
    now: number,
  ): TPostCoursewareHeartbeatResponse => ({
    creditedSeconds: Math.round(creditedMs / 1000),
    progress: coursewareProgressOf(courseware, progress),
    ...courseProgressOf(content, run),
    completionSignatureDue:
      run.completed_at === null &&
      content.course.completion_signature === 1 &&
      run.completion_signed_at === null &&
      run.completed_count >= content.coursewares.length,
    finalExamOpen:
      content.course.final_paper_id !== null &&
      finalExamOpen(content.course.final_opens_after_minutes, run),
    serverTime: now,
  });

  return {
    startCourse: async (session: MemberSession, courseId: string) => {
      const content = await contents.course(session.tenantId, courseId);
      return runView(content, await startRun(session, content));
    },

    /** Opens a courseware for learning in the learner's run (spec §4 rules, in their order). */
    startCourseware: async (
      session: MemberSession,
      coursewareId: string,
    ): Promise<TCoursewareSession> => {
      const { tenantId, memberId } = session;
      const content = await contents.courseware(tenantId, coursewareId);
      const { course, courseware } = content;
      const open = await courses.findOpenRun(tenantId, memberId, course.id);
      if (!open && (await courses.runsUsed(tenantId, memberId, course.id)) > 0) {
        throw new AppError(ErrorCode.COURSE_MUST_BE_RELEARNED);
      }
      const run = open ?? (await startRun(session, content));
      const refusal = runRefusal(run);
      if (refusal) throw new AppError(refusal);
      if (course.first_signature === 1 && run.first_signed_at === null) {
        throw new AppError(ErrorCode.FIRST_SIGNATURE_NOT_DONE);
      }
      if (course.face_capture === 1 && run.face_passed_at === null) {
        throw new AppError(
          run.face_failures > 0
            ? ErrorCode.FIRST_FACE_COMPARISON_FAILED
            : ErrorCode.FIRST_FACE_COMPARISON_NOT_DONE,
        );
      }
      if (
        course.completion_signature === 1 &&
        run.completion_signed_at === null &&
        run.completed_count >= content.coursewares.length
      ) {
        throw new AppError(ErrorCode.COMPLETION_SIGNATURE_NOT_DONE);
      }
      const { locked, progress: runProgress } = await lockedInRun(content, run);
      if (locked.has(courseware.id)) throw new AppError(ErrorCode.COURSEWARE_ORDER_REQUIRED);
      if (runProgress.find((row) => row.courseware_id === courseware.id)?.completed_at != null) {
        throw new AppError(ErrorCode.COMPLETED_COURSEWARE_NOT_RELEARNABLE);
      }
      await courses.openProgress(tenantId, run.id, courseware.id);
      const limited =
        MEDIA_KINDS.includes(courseware.kind as never) && courseware.plays_allowed !== null;
      if (
        limited &&
        !(await courses.takePlay(tenantId, run.id, courseware.id, courseware.plays_allowed!))
      ) {
        throw new AppError(ErrorCode.MEDIA_TRAFFIC_INSUFFICIENT);
      }
      const [progress, scorm, quizzes, answers] = await Promise.all([
        courses.findProgress(tenantId, run.id, courseware.id),
        courseware.kind === CoursewareKind.SCORM
          ? courses.findScormData(tenantId, run.id, courseware.id)
          : undefined,
        courses.quizzesOf(tenantId, courseware.id),
        courses.quizAnswersOf(tenantId, run.id),
      ]);
      const answered = new Set(answers.map((answer) => answer.quiz_id));
      return {
        coursewareId: courseware.id,
        courseId: course.id,
        runId: run.id,
        name: courseware.name,
        kind: courseware.kind as TCoursewareSession['kind'],
        url:
          courseware.entry !== null
            ? coursewareFileUrl(courseware.id, courseware.entry)
            : courseware.file_url,
        html: courseware.kind === CoursewareKind.RICH_TEXT ? (courseware.html ?? '') : null,
        scorm:
          courseware.kind === CoursewareKind.SCORM
            ? {
                version: courseware.scorm_version === '2004' ? '2004' : '1.2',
                cmi: scorm ? (JSON.parse(scorm.cmi) as Record<string, unknown>) : null,
                seq: scorm?.seq ?? 0,
              }
            : null,
        durationSeconds: courseware.duration_seconds,
        pageCount: courseware.page_count,
        completeSeconds: courseware.complete_seconds,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        playsLeft:
          limited && progress ? Math.max(0, courseware.plays_allowed! - progress.plays_used) : null,
        progress: coursewareProgressOf(courseware, progress),
        quizzes: quizzes.map((quiz) => ({
          quizId: quiz.id,
          at: quiz.at,
          answered: answered.has(quiz.id),
        })),
      };
    },

    /**
     * Spec §4 trusted progress (decision 0062): one conditional update of the progress row and the
     * run's totals, in one grouped transaction; completion once, with the run's completion.
     */
    heartbeat: async (
      session: MemberSession,
      beat: TPostCoursewareHeartbeatRequest,
    ): Promise<TPostCoursewareHeartbeatResponse> => {
      const { tenantId, memberId } = session;
      const now = Date.now();
      const content = await contents.courseware(tenantId, beat.coursewareId, now);
      const { course, courseware } = content;
      const outcome = await beatTransact(async (trx) => {
        const store = repositories(trx).courses;
        const row = await store.beat(tenantId, memberId, course.id, courseware.id, {
          seq: beat.seq,
          position: beat.position,
          now,
          open: beat.phase !== 'stop',
          creditable: beat.phase !== 'start',
          capMs: Math.floor(Math.min(beat.elapsedSeconds * 1000, MAX_BEAT_CREDIT_MS)),
        });
        if (!row) return null;
        const day = learningDayOf(now, timeZone);
        if (row.last_credit_ms > 0) {
          await store.addStudyDay(tenantId, memberId, day, row.last_credit_ms);
        }
        let run =
          row.last_credit_ms > 0
            ? await store.raiseRun(tenantId, row.run_id, { ms: row.last_credit_ms, now, day })
            : await store.findRun(tenantId, row.run_id);
        let progress = row;
        const pages = pagesSeenOf(row);
        if (
          pageSeenBy(courseware, beat.position, row.last_credit_ms) &&
          !pages.includes(beat.position)
        ) {
          const seen = [...pages, beat.position].sort((a, b) => a - b);
          await store.setPagesSeen(tenantId, row.run_id, courseware.id, seen);
          progress = { ...progress, pages_seen: JSON.stringify(seen) };
        }
        if (
          run &&
          progress.completed_at === null &&
          completedByTime(courseware, progress.learned_ms, pagesSeenOf(progress))
        ) {
          const completed = await completeCourseware(
            trx,
            repositories,
            onCourseCompleted,
            content,
            { tenantId, runId: row.run_id, coursewareId: courseware.id },
            now,
          );
          if (completed) {
            run = completed;
            progress = { ...progress, completed_at: now };
          }
        }
        return run ? { progress, run } : null;
      });
      if (outcome) {
        return beatAnswer(
          content,
          courseware,
          outcome.progress,
          outcome.run,
          outcome.progress.last_credit_ms,
          now,
        );
      }
      // A retry (its seq is stored) answers the current state and credits nothing; else a refusal.
      const found = await learningProgressOf(session, content, courseware.id);
      return beatAnswer(content, courseware, found.progress, found.run, 0, now);
    },

    /** Stores a SCORM package's cmi data; its completed or passed status completes it, once. */
    scormCommit: async (
      session: MemberSession,
      commit: TPostScormCommitRequest,
    ): Promise<TPostScormCommitResponse> => {
      const { tenantId } = session;
      const now = Date.now();
      const content = await contents.courseware(tenantId, commit.coursewareId, now);
      const { courseware } = content;
      const cmi = JSON.stringify(commit.cmi);
      if (courseware.kind !== CoursewareKind.SCORM || cmi.length > MAX_SCORM_CMI_LENGTH) {
        throw new AppError(ErrorCode.SCORM_DATA_REFUSED);
      }
      const found = await learningProgressOf(session, content, courseware.id);
      const status = scormStatusOf(commit.cmi);
      const outcome = await transact(async (trx) => {
        const store = repositories(trx).courses;
        const saved = await store.saveScormData({
          tenant_id: tenantId,
          run_id: found.run.id,
          courseware_id: courseware.id,
          cmi,
          seq: commit.seq,
          completion_status: status.completionStatus,
          success_status: status.successStatus,
          score: status.score,
          updated_at: now,
        });
        if (!saved || !status.completed) return null;
        return completeCourseware(
          trx,
          repositories,
          onCourseCompleted,
          content,
          { tenantId, runId: found.run.id, coursewareId: courseware.id },
          now,
        );
      });
      const [run, progress] = await Promise.all([
        outcome ?? courses.findRun(tenantId, found.run.id),
        courses.findProgress(tenantId, found.run.id, courseware.id),
      ]);
      return {
        progress: coursewareProgressOf(courseware, progress),
        ...courseProgressOf(content, run ?? found.run),
      };
    },

    /** Signs the learner's open run; the completion signature completes it (spec §4). */
    sign: async (
      session: MemberSession,
      { courseId, moment, imageUrl }: TPostSignCourseRequest,
    ) => {
      const { tenantId } = session;
      const content = await contents.course(tenantId, courseId);
      const run = await openRunOf(session, content, ErrorCode.COURSE_MUST_BE_RELEARNED);
      if (run.status === LearningStatus.FORBIDDEN) {
        throw new AppError(ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN);
      }
      if (moment === 'completion' && run.completed_count < content.coursewares.length) {
        throw new AppError(ErrorCode.PREVIOUS_COURSEWARE_UNFINISHED);
      }
      const url = await ownImage(session, imageUrl);
      const now = Date.now();
      const signed = await transact(async (trx) => {
        const store = repositories(trx).courses;
        const stored = await store.signRun(tenantId, run.id, moment, url, now);
        return stored && moment === 'completion'
          ? finishRunIfDue(trx, repositories, onCourseCompleted, content, stored, now)
          : stored;
      });
      if (!signed) throw new AppError(ErrorCode.COURSE_MUST_BE_RELEARNED);
      return runView(content, signed);
    },

    /** Records a face comparison of the open run (spec §4): failures may forbid learning. */
    faceCheck: async (session: MemberSession, check: TPostCourseFaceCheckRequest) => {
      const { tenantId } = session;
      const content = await contents.course(tenantId, check.courseId);
      const run = await openRunOf(session, content, ErrorCode.COURSE_MUST_BE_RELEARNED);
      if (run.status === LearningStatus.FORBIDDEN) {
        throw new AppError(ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN);
      }
      await ownImage(session, check.snapshotUrl);
      const recorded = await transact((trx) =>
        repositories(trx).courses.recordFaceCheck(
          tenantId,
          run.id,
          check.passed,
          MAX_COURSE_FACE_FAILURES,
          Date.now(),
        ),
      );
      if (!recorded) throw new AppError(ErrorCode.COURSE_MUST_BE_RELEARNED);
      if (recorded.status === LearningStatus.FORBIDDEN) {
        throw new AppError(ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN);
      }
      if (!check.passed && check.moment === 'first') {
        throw new AppError(ErrorCode.FIRST_FACE_COMPARISON_FAILED);
      }
      return runView(content, recorded);
    },

    /** Spec §3 course redemption: the points price leaves the learner's credit once. */
    redeem: async (
      session: MemberSession,
      courseId: string,
    ): Promise<TPostRedeemCourseResponse> => {
      const { tenantId, memberId } = session;
      const { course } = await contents.course(tenantId, courseId);
      if (course.points_price > 0) {
        const outcome = await transact((trx) =>
          spendCredit(trx, dialect, {
            tenantId,
            memberId,
            source: redemptionSource(course.id),
            bizType: CreditBizType.COURSE_REDEMPTION,
            bizName: course.name,
            amount: -course.points_price,
          }),
        );
        if (outcome === 'short') throw new AppError(ErrorCode.CREDIT_INSUFFICIENT);
      }
      return { redeemed: true, totalCredit: await creditLedger(db).total(tenantId, memberId) };
    },

    redeemed,
    openRunOf,
  };
};
export type CourseLearningService = ReturnType<typeof courseLearningService>;
