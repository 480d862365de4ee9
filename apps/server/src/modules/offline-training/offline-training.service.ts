import { CreditBizType, MemberRole } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TOfflineClassDetail } from '@lectern/contracts/offline-training/get-offline-class-detail';
import type { TOfflineSessionDetail } from '@lectern/contracts/offline-training/get-offline-session-detail';
import type { TGetHomeworkResultsResponse } from '@lectern/contracts/offline-training/get-homework-results';
import type {
  TGetTeamHomeworkResponse,
  ZGetTeamHomeworkRequest,
} from '@lectern/contracts/offline-training/get-team-homework';
import type { TTeamMember } from '@lectern/contracts/offline-training/get-team-members';
import {
  ATTENDANCE_CODE_SECONDS,
  AttendanceKind,
  HomeworkStatus,
  type TAttendanceKind,
  type TClassProgress,
  type THomeworkDetail,
  type THomeworkFile,
  type THomeworkGradeDetail,
  type THomeworkStatus,
  type THomeworkSubmission,
  type THomeworkSummary,
  type TOfflineClassSummary,
  type TOfflineSession,
} from '@lectern/contracts/offline-training/offline-training';
import type { z } from 'zod';
import type { MentorshipsOn } from '../../platform/accounts/member-accounts';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { AppError } from '../../platform/http/app-error';
import { newId } from '../../platform/security/tokens';
import type { Executor, ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { uploadIdOfUrl } from '../../platform/uploads/file-url';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { classStanding, meetsCompletion, passed } from './offline-training-rules';
import type {
  OfflineClassRow,
  OfflineHomeworkRow,
  OfflineSessionRow,
  OfflineSubmissionRow,
  OfflineTrainingRepositories,
} from './offline-training.repository';
import { offlineTrainingRepositories } from './offline-training.repository';

type TeamHomeworkQuery = z.infer<typeof ZGetTeamHomeworkRequest>;

const pageOf = (query: TPageQuery) => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

const notFound = () => new AppError(ErrorCode.OFFLINE_CLASS_NOT_FOUND);
const homeworkNotFound = () => new AppError(ErrorCode.HOMEWORK_NOT_FOUND);

const filesOf = (row: OfflineSubmissionRow): THomeworkFile[] => {
  try {
    return JSON.parse(row.files) as THomeworkFile[];
  } catch {
    return [];
  }
};

const statusOf = (submission: OfflineSubmissionRow | undefined): THomeworkStatus =>
  !submission
    ? HomeworkStatus.TODO
    : submission.graded_at === null
      ? HomeworkStatus.SUBMITTED
      : HomeworkStatus.GRADED;

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

/**
 * Where learners stand on classes, read in one go for any members and classes: the class list,
 * a class's page, the mentor's team and structured learning's task source use it.
 */
export const classStandings = async (
  db: Executor,
  tenantId: string,
  memberIds: readonly string[],
  classIds: readonly string[],
) => {
  const { classes, attendance, submissions } = offlineTrainingRepositories(db);
  const [sessions, homeworks, completions] = await Promise.all([
    classes.sessionsOf(tenantId, classIds),
    classes.homeworksOf(tenantId, classIds),
    classes.completionsOf(tenantId, memberIds, classIds),
  ]);
  const [attendanceRows, submissionRows] = await Promise.all([
    attendance.attendanceOf(
      tenantId,
      memberIds,
      sessions.map((session) => session.id),
    ),
    submissions.of(
      tenantId,
      memberIds,
      homeworks.map((homework) => homework.id),
    ),
  ]);
  const attendanceByKey = new Map(
    attendanceRows.map((row) => [`${row.session_id}/${row.member_id}`, row]),
  );
  const submissionByKey = new Map(
    submissionRows.map((row) => [`${row.homework_id}/${row.member_id}`, row]),
  );
  const completionByKey = new Map(
    completions.map((row) => [`${row.class_id}/${row.member_id}`, Number(row.completed_at)]),
  );
  const sessionsOf = (classId: string) => sessions.filter((row) => row.class_id === classId);
  const homeworksOf = (classId: string) => homeworks.filter((row) => row.class_id === classId);
  return {
    sessionsOf,
    homeworksOf,
    attendanceOf: (sessionId: string, memberId: string) =>
      attendanceByKey.get(`${sessionId}/${memberId}`),
    submissionOf: (homeworkId: string, memberId: string) =>
      submissionByKey.get(`${homeworkId}/${memberId}`),
    standingOf: (classId: string, memberId: string): TClassProgress =>
      classStanding(
        sessionsOf(classId),
        (sessionId) => attendanceByKey.get(`${sessionId}/${memberId}`),
        homeworksOf(classId),
        (homeworkId) => submissionByKey.get(`${homeworkId}/${memberId}`),
        completionByKey.get(`${classId}/${memberId}`) ?? null,
      ),
  };
};

/**
 * Offline training classes (docs/decisions/0066): the learners' classes, sessions and homework,
 * attendance by the trainer's QR codes, and the mentors' view and grading.
 */
export const offlineTrainingService = ({
  db,
  transact,
  repositories,
  mentorships,
}: ServiceDeps<OfflineTrainingRepositories, { mentorships: MentorshipsOn }>) => {
  const { classes, attendance, submissions } = repositories(db);

  const isAdmin = (session: MemberSession) => session.role === MemberRole.ADMIN;

  /** The caller's relation to a class; a class they have none with is missing to them. */
  const roleIn = async (session: MemberSession, row: OfflineClassRow) => {
    const isLearner = await classes.isLearner(session.tenantId, row.id, session.memberId);
    const isTrainer = isAdmin(session) || row.trainer_id === session.memberId;
    return { isLearner, isTrainer };
  };

  const visibleClass = async (session: MemberSession, classId: string) => {
    const row = await classes.classById(session.tenantId, classId);
    if (!row) throw notFound();
    const role = await roleIn(session, row);
    if (!role.isLearner && !role.isTrainer) throw notFound();
    return { row, ...role };
  };

  const visibleSession = async (session: MemberSession, sessionId: string) => {
    const sessionRow = await classes.sessionById(session.tenantId, sessionId);
    if (!sessionRow) throw notFound();
    return { sessionRow, ...(await visibleClass(session, sessionRow.class_id)) };
  };

  const sessionView = (
    row: OfflineSessionRow,
    own: { real_sign_in_time: number; real_sign_out_time: number | null } | undefined,
  ): TOfflineSession => ({
    sessionId: row.id,
    classId: row.class_id,
    name: row.name,
    location: row.location,
    startTime: Number(row.start_time),
    endTime: Number(row.end_time),
    signInStartTime: Number(row.sign_in_start),
    signInEndTime: Number(row.sign_in_end),
    signOutStartTime: Number(row.sign_out_start),
    signOutEndTime: Number(row.sign_out_end),
    realSignInTime: own ? Number(own.real_sign_in_time) : null,
    realSignOutTime: own ? numberOrNull(own.real_sign_out_time) : null,
  });

  const homeworkView = (
    row: OfflineHomeworkRow,
    submission: OfflineSubmissionRow | undefined,
  ): THomeworkSummary => ({
    homeworkId: row.id,
    classId: row.class_id,
    title: row.title,
    endTime: numberOrNull(row.end_time),
    fullScore: Number(row.full_score),
    passScore: Number(row.pass_score),
    status: statusOf(submission),
    score: submission ? numberOrNull(submission.score) : null,
  });

  const submissionView = async (
    tenantId: string,
    row: OfflineSubmissionRow,
    homework: OfflineHomeworkRow,
  ): Promise<THomeworkSubmission> => {
    const names = await classes.namesOf(
      tenantId,
      [row.member_id, row.graded_by].filter((id): id is string => id !== null),
    );
    const score = numberOrNull(row.score);
    return {
      submissionId: row.id,
      homeworkId: row.homework_id,
      memberId: row.member_id,
      memberName: names.get(row.member_id) ?? '',
      content: row.content,
      files: filesOf(row),
      submitTime: Number(row.submitted_at),
      submitCount: Number(row.submit_count),
      score,
      passed: score === null ? null : passed(homework, row),
      comment: row.comment,
      gradeTime: numberOrNull(row.graded_at),
      graderName: row.graded_by === null ? null : (names.get(row.graded_by) ?? null),
    };
  };

  const summariesOf = async (
    session: MemberSession,
    rows: OfflineClassRow[],
  ): Promise<TOfflineClassSummary[]> => {
    const ids = rows.map((row) => row.id);
    const [standings, learnerOf, trainerNames] = await Promise.all([
      classStandings(db, session.tenantId, [session.memberId], ids),
      classes.learnerClassesOf(session.tenantId, [session.memberId]),
      classes.namesOf(
        session.tenantId,
        rows.map((row) => row.trainer_id).filter((id): id is string => id !== null),
      ),
    ]);
    const attends = new Set(learnerOf.map((row) => row.class_id));
    return rows.map((row) => {
      const sessions = standings.sessionsOf(row.id);
      return {
        classId: row.id,
        code: row.code,
        name: row.name,
        location: row.location,
        trainerName: row.trainer_id === null ? null : (trainerNames.get(row.trainer_id) ?? null),
        credit: Number(row.credit),
        startTime:
          sessions.length === 0 ? null : Math.min(...sessions.map((s) => Number(s.start_time))),
        endTime:
          sessions.length === 0 ? null : Math.max(...sessions.map((s) => Number(s.end_time))),
        isTrainer: isAdmin(session) || row.trainer_id === session.memberId,
        isLearner: attends.has(row.id),
        ...standings.standingOf(row.id, session.memberId),
      };
    });
  };

  /**
   * In the transaction of a sign-out or a grade: records the class completed the first time its
   * rule is met and credits it once (source `offline-class:<classId>`).
   */
  const settleCompletion = async (
    trx: Executor,
    tenantId: string,
    classId: string,
    memberId: string,
    now: number,
  ) => {
    const within = offlineTrainingRepositories(trx);
    const row = await within.classes.classById(tenantId, classId);
    if (!row) return;
    const standing = (await classStandings(trx, tenantId, [memberId], [classId])).standingOf(
      classId,
      memberId,
    );
    if (standing.completedAt !== null || !meetsCompletion(standing)) return;
    if (!(await within.classes.insertCompletion(tenantId, classId, memberId, now))) return;
    if (Number(row.credit) > 0) {
      await creditLedger(trx).award(
        {
          tenantId,
          memberId,
          source: `offline-class:${classId}`,
          bizType: CreditBizType.OFFLINE_CLASS,
          bizName: row.name,
          amount: Number(row.credit),
        },
        now,
      );
    }
  };

  /** A submission the caller may read: theirs, a mentee's, or any for an administrator. */
  const readableSubmission = async (session: MemberSession, submissionId: string) => {
    const row = await submissions.byId(session.tenantId, submissionId);
    if (!row) throw homeworkNotFound();
    const own = row.member_id === session.memberId;
    const mentor =
      !own &&
      (isAdmin(session) ||
        (await mentorships(db).mentors(session.tenantId, session.memberId, row.member_id)));
    if (!own && !mentor) throw homeworkNotFound();
    const homework = await classes.homeworkById(session.tenantId, row.homework_id);
    if (!homework) throw homeworkNotFound();
    return { row, homework, mayGrade: mentor };
  };

  return {
    list: async (session: MemberSession) => {
      const rows = await classes.classesOf(session.tenantId, session.memberId, isAdmin(session));
      const summaries = await summariesOf(session, rows);
      return {
        list: summaries.sort(
          (a, b) =>
            (a.startTime ?? Number.MAX_SAFE_INTEGER) - (b.startTime ?? Number.MAX_SAFE_INTEGER),
        ),
      };
    },

    detail: async (session: MemberSession, classId: string): Promise<TOfflineClassDetail> => {
      const { row } = await visibleClass(session, classId);
      const [[summary], standings, papers] = await Promise.all([
        summariesOf(session, [row]),
        classStandings(db, session.tenantId, [session.memberId], [row.id]),
        classes.paperNamesOf(
          session.tenantId,
          row.exam_paper_id === null ? [] : [row.exam_paper_id],
        ),
      ]);
      const examName = row.exam_paper_id === null ? undefined : papers.get(row.exam_paper_id);
      return {
        ...summary!,
        introduction: row.introduction,
        sessions: standings
          .sessionsOf(row.id)
          .map((sessionRow) =>
            sessionView(sessionRow, standings.attendanceOf(sessionRow.id, session.memberId)),
          ),
        homeworks: standings
          .homeworksOf(row.id)
          .map((homework) =>
            homeworkView(homework, standings.submissionOf(homework.id, session.memberId)),
          ),
        exam:
          examName === undefined || row.exam_paper_id === null
            ? null
            : { paperId: row.exam_paper_id, name: examName },
      };
    },

    sessionDetail: async (
      session: MemberSession,
      sessionId: string,
    ): Promise<TOfflineSessionDetail> => {
      const { sessionRow, row, isLearner, isTrainer } = await visibleSession(session, sessionId);
      const [[own], counts, learnerCount] = await Promise.all([
        attendance.attendanceOf(session.tenantId, [session.memberId], [sessionRow.id]),
        isTrainer ? attendance.counts(session.tenantId, sessionRow.id) : Promise.resolve(null),
        classes.learnerCount(session.tenantId, row.id),
      ]);
      return {
        ...sessionView(sessionRow, own),
        className: row.name,
        description: sessionRow.description,
        isTrainer,
        isLearner,
        signedInCount: counts?.signedIn ?? null,
        signedOutCount: counts?.signedOut ?? null,
        learnerCount,
      };
    },

    /** The trainer's screen draws a new code for the open window every so often. */
    drawCode: async (session: MemberSession, sessionId: string, kind: TAttendanceKind) => {
      const { sessionRow, isTrainer } = await visibleSession(session, sessionId);
      if (!isTrainer) throw new AppError(ErrorCode.OFFLINE_NOT_ALLOWED);
      const now = Date.now();
      const [opens, closes] =
        kind === AttendanceKind.SIGN_IN
          ? [sessionRow.sign_in_start, sessionRow.sign_in_end]
          : [sessionRow.sign_out_start, sessionRow.sign_out_end];
      if (now < Number(opens) || now > Number(closes)) {
        throw new AppError(ErrorCode.ATTENDANCE_WINDOW_CLOSED);
      }
      const code = newId();
      const expiresAt = Math.min(now + ATTENDANCE_CODE_SECONDS * 1000, Number(closes));
      await attendance.insertCode({
        tenantId: session.tenantId,
        sessionId,
        code,
        kind,
        expiresAt,
        now,
      });
      return { code, kind, expiresAt };
    },

    /**
     * A learner scans a code: claimed once per learner (a replay refuses), then the first sign-in
     * or sign-out of the session is kept; both in one transaction with the completion it brings.
     */
    scan: async (session: MemberSession, code: string) => {
      const { tenantId, memberId } = session;
      const now = Date.now();
      const drawn = await attendance.findCode(tenantId, code);
      if (!drawn) throw new AppError(ErrorCode.ATTENDANCE_CODE_INVALID);
      const sessionRow = await classes.sessionById(tenantId, drawn.session_id);
      const row = sessionRow && (await classes.classById(tenantId, sessionRow.class_id));
      if (!sessionRow || !row || !(await classes.isLearner(tenantId, row.id, memberId))) {
        throw notFound();
      }
      if (now > Number(drawn.expires_at)) throw new AppError(ErrorCode.ATTENDANCE_CODE_EXPIRED);
      const kind = drawn.kind as TAttendanceKind;
      const [opens, closes] =
        kind === AttendanceKind.SIGN_IN
          ? [sessionRow.sign_in_start, sessionRow.sign_in_end]
          : [sessionRow.sign_out_start, sessionRow.sign_out_end];
      if (now < Number(opens) || now > Number(closes)) {
        throw new AppError(ErrorCode.ATTENDANCE_WINDOW_CLOSED);
      }
      const own = await transact(async (trx) => {
        const within = offlineTrainingRepositories(trx);
        if (!(await within.attendance.claimCode(tenantId, code, memberId, now))) {
          throw new AppError(ErrorCode.ATTENDANCE_CODE_USED);
        }
        if (kind === AttendanceKind.SIGN_IN) {
          await within.attendance.signIn(tenantId, sessionRow.id, memberId, now);
        } else {
          const [signedIn] = await within.attendance.attendanceOf(
            tenantId,
            [memberId],
            [sessionRow.id],
          );
          if (!signedIn) throw new AppError(ErrorCode.ATTENDANCE_NOT_SIGNED_IN);
          await within.attendance.signOut(tenantId, sessionRow.id, memberId, now);
          await settleCompletion(trx, tenantId, row.id, memberId, now);
        }
        const [after] = await within.attendance.attendanceOf(tenantId, [memberId], [sessionRow.id]);
        return after;
      });
      return { kind, className: row.name, classId: row.id, session: sessionView(sessionRow, own) };
    },

    homeworkDetail: async (
      session: MemberSession,
      homeworkId: string,
    ): Promise<THomeworkDetail> => {
      const homework = await classes.homeworkById(session.tenantId, homeworkId);
      if (!homework) throw homeworkNotFound();
      const row = await classes.classById(session.tenantId, homework.class_id);
      if (!row || !(await classes.isLearner(session.tenantId, row.id, session.memberId))) {
        throw homeworkNotFound();
      }
      const [submission] = await submissions.of(
        session.tenantId,
        [session.memberId],
        [homework.id],
      );
      const open = homework.end_time === null || Date.now() <= Number(homework.end_time);
      return {
        ...homeworkView(homework, submission),
        className: row.name,
        description: homework.description,
        submission: submission
          ? await submissionView(session.tenantId, submission, homework)
          : null,
        canSubmit: open && (submission?.graded_at ?? null) === null,
      };
    },

    submit: async (
      session: MemberSession,
      body: { homeworkId: string; content: string; files: THomeworkFile[] },
    ) => {
      const { tenantId, memberId } = session;
      const homework = await classes.homeworkById(tenantId, body.homeworkId);
      if (!homework || !(await classes.isLearner(tenantId, homework.class_id, memberId))) {
        throw homeworkNotFound();
      }
      const now = Date.now();
      if (homework.end_time !== null && now > Number(homework.end_time)) {
        throw new AppError(ErrorCode.HOMEWORK_CLOSED);
      }
      const content = body.content.trim();
      if (content === '' && body.files.length === 0) {
        throw new AppError(ErrorCode.REQUIRED_FIELD_EMPTY, { field: 'content' });
      }
      const uploads = uploadsRepository(db);
      const files: THomeworkFile[] = [];
      for (const file of body.files) {
        const uploadId = uploadIdOfUrl(file.url);
        const upload = uploadId ? await uploads.findById(tenantId, uploadId) : undefined;
        if (!upload || upload.member_id !== memberId) {
          throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
        }
        files.push({ url: file.url, name: upload.original_name });
      }
      const row = await transact((trx) =>
        offlineTrainingRepositories(trx).submissions.submit({
          id: newId(),
          tenantId,
          homeworkId: homework.id,
          memberId,
          content,
          files: JSON.stringify(files),
          now,
        }),
      );
      if (!row) throw new AppError(ErrorCode.HOMEWORK_ALREADY_GRADED);
      return submissionView(tenantId, row, homework);
    },

    results: async (
      session: MemberSession,
      query: TPageQuery,
    ): Promise<TGetHomeworkResultsResponse> => {
      const { rows, total } = await submissions.page(
        session.tenantId,
        { memberIds: [session.memberId], newestFirst: true },
        pageOf(query),
      );
      return {
        total,
        list: rows.map((row) => {
          const score = numberOrNull(row.score);
          return {
            submissionId: row.id,
            homeworkId: row.homework_id,
            title: row.title,
            className: row.class_name,
            submitTime: Number(row.submitted_at),
            status: statusOf(row),
            score,
            fullScore: Number(row.full_score),
            passed: score === null ? null : score >= Number(row.pass_score),
            gradeTime: numberOrNull(row.graded_at),
          };
        }),
      };
    },

    gradeDetail: async (
      session: MemberSession,
      submissionId: string,
    ): Promise<THomeworkGradeDetail> => {
      const { row, homework, mayGrade } = await readableSubmission(session, submissionId);
      const offlineClass = await classes.classById(session.tenantId, homework.class_id);
      return {
        homework: {
          ...homeworkView(homework, row),
          className: offlineClass?.name ?? '',
          description: homework.description,
        },
        submission: await submissionView(session.tenantId, row, homework),
        canGrade: mayGrade && row.graded_at === null,
      };
    },

    team: async (session: MemberSession): Promise<{ list: TTeamMember[] }> => {
      const { tenantId } = session;
      const mentees = await mentorships(db).menteesOf(tenantId, session.memberId);
      const memberIds = mentees.map((mentee) => mentee.memberId);
      const learnerRows = await classes.learnerClassesOf(tenantId, memberIds);
      const classIds = [...new Set(learnerRows.map((row) => row.class_id))];
      const standings = await classStandings(db, tenantId, memberIds, classIds);
      return {
        list: mentees.map((mentee) => {
          const own = learnerRows
            .filter((row) => row.member_id === mentee.memberId)
            .map((row) => row.class_id);
          const progress = own.map((classId) => standings.standingOf(classId, mentee.memberId));
          const homeworks = own.flatMap((classId) => standings.homeworksOf(classId));
          const handedIn = homeworks
            .map((homework) => standings.submissionOf(homework.id, mentee.memberId))
            .filter((row): row is OfflineSubmissionRow => row !== undefined);
          const sum = (pick: (part: TClassProgress) => number) =>
            progress.reduce((total, part) => total + pick(part), 0);
          return {
            ...mentee,
            classCount: own.length,
            completedClassCount: progress.filter((part) => part.completedAt !== null).length,
            progress:
              progress.length === 0
                ? 0
                : Math.floor(sum((part) => part.progress) / progress.length),
            sessionCount: sum((part) => part.sessionCount),
            attendedCount: sum((part) => part.attendedCount),
            homeworkCount: homeworks.length,
            submittedCount: handedIn.length,
            toGradeCount: handedIn.filter((row) => row.graded_at === null).length,
            gradedCount: handedIn.filter((row) => row.graded_at !== null).length,
          };
        }),
      };
    },

    teamHomework: async (
      session: MemberSession,
      query: TeamHomeworkQuery,
    ): Promise<TGetTeamHomeworkResponse> => {
      const mentees = await mentorships(db).menteesOf(session.tenantId, session.memberId);
      const memberIds = mentees
        .map((mentee) => mentee.memberId)
        .filter((id) => query.memberId === undefined || id === query.memberId);
      const names = new Map(mentees.map((mentee) => [mentee.memberId, mentee.nickName]));
      const graded = query.status === 'graded';
      const { rows, total } = await submissions.page(
        session.tenantId,
        { memberIds, graded, newestFirst: graded },
        pageOf(query),
      );
      return {
        total,
        list: rows.map((row) => ({
          submissionId: row.id,
          homeworkId: row.homework_id,
          title: row.title,
          className: row.class_name,
          memberId: row.member_id,
          memberName: names.get(row.member_id) ?? '',
          submitTime: Number(row.submitted_at),
          score: numberOrNull(row.score),
          fullScore: Number(row.full_score),
          gradeTime: numberOrNull(row.graded_at),
        })),
      };
    },

    /** The mentor grades once; a pass may complete the class, in the same transaction. */
    grade: async (
      session: MemberSession,
      body: { submissionId: string; score: number; comment: string },
    ) => {
      const { row, homework, mayGrade } = await readableSubmission(session, body.submissionId);
      if (!mayGrade) throw new AppError(ErrorCode.OFFLINE_NOT_ALLOWED);
      if (row.graded_at !== null) throw new AppError(ErrorCode.HOMEWORK_ALREADY_GRADED);
      if (body.score > Number(homework.full_score)) {
        throw new AppError(ErrorCode.SCORE_OUT_OF_RANGE, Number(homework.full_score));
      }
      const now = Date.now();
      const graded = await transact(async (trx) => {
        const updated = await offlineTrainingRepositories(trx).submissions.grade({
          tenantId: session.tenantId,
          submissionId: row.id,
          score: body.score,
          comment: body.comment.trim(),
          graderId: session.memberId,
          now,
        });
        if (!updated) throw new AppError(ErrorCode.HOMEWORK_ALREADY_GRADED);
        await settleCompletion(trx, session.tenantId, homework.class_id, row.member_id, now);
        return updated;
      });
      return submissionView(session.tenantId, graded, homework);
    },
  };
};
export type OfflineTrainingService = ReturnType<typeof offlineTrainingService>;
