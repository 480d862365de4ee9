import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TCourseComment } from '@lectern/contracts/courses/course-comments';
import {
  MAX_COURSE_COMMENT_LENGTH,
  MAX_COURSE_NOTE_LENGTH,
  type TCourseNote,
} from '@lectern/contracts/courses/course-notes';
import {
  type TCommentInfo,
  type TCourseDetail,
  type TCourseSummary,
  type TCourseType,
  type TCoursewareItem,
  type TCoursewareKind,
} from '@lectern/contracts/courses/courses';
import type { TGetCourseListRequest } from '@lectern/contracts/courses/get-course-list';
import type { TGetCourseNotesRequest } from '@lectern/contracts/courses/get-course-notes';
import type {
  TCoursewareListItem,
  TGetCoursewareListRequest,
} from '@lectern/contracts/courses/get-courseware-list';
import type { TGetLearnRecordResponse } from '@lectern/contracts/courses/get-learn-record';
import type { TPostCourseCommentRequest } from '@lectern/contracts/courses/post-course-comment';
import type { TPostSaveCourseNoteRequest } from '@lectern/contracts/courses/post-save-course-note';
import { roundScore } from '@lectern/contracts/questions/grading';
import { myClassificationTree } from '../../platform/classifications/classification-tree';
import { AppError } from '../../platform/http/app-error';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { isLongerThan } from '../questions/visible-questions';
import type { CourseContents } from './course-content';
import { runView, type CourseLearningService } from './course-learning.service';
import {
  coursewareProgressOf,
  finalExamOpen,
  lockedIds,
  MEDIA_KINDS,
  percent,
  RESOURCE_KINDS,
  secondsOf,
} from './course-rules';
import type {
  CourseRow,
  CourseRunRow,
  CoursesRepositories,
  CoursewareProgressRow,
  CoursewareRow,
} from './courses.repository';

const pageOf = (query: TPageQuery) => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

const keywordOf = (keyword: string | undefined) => (keyword?.trim() ? keyword.trim() : null);

const commentInfoOf = (
  stats: { count: number; sum: number; high: number } | undefined,
): TCommentInfo =>
  !stats || stats.count === 0
    ? { totalCount: 0, averageScore: 0, highScoreRate: 0 }
    : {
        totalCount: stats.count,
        averageScore: Math.round((stats.sum / stats.count) * 10) / 10,
        highScoreRate: roundScore((stats.high * 100) / stats.count),
      };

/** The catalogue, a course's page, the learner's records, favourites, notes and comments. */
export const coursesService = ({
  db,
  repositories,
  contents,
  learning,
}: ServiceDeps<
  CoursesRepositories,
  { contents: CourseContents; learning: CourseLearningService }
>) => {
  const { courses } = repositories(db);

  /** Per course: its courseware, the learner's open run and that run's progress rows. */
  const learnerState = async ({ tenantId, memberId }: MemberSession, courseIds: string[]) => {
    const [coursewares, runs] = await Promise.all([
      courses.coursewaresOf(tenantId, courseIds),
      courses.openRuns(tenantId, memberId, courseIds),
    ]);
    const progress = await courses.progressOfRuns(
      tenantId,
      runs.map((run) => run.id),
    );
    const runOf = new Map(runs.map((run) => [run.course_id, run]));
    const progressOf = new Map(progress.map((row) => [`${row.run_id}/${row.courseware_id}`, row]));
    const coursewaresOf = (courseId: string) =>
      coursewares.filter((courseware) => courseware.course_id === courseId);
    return {
      coursewaresOf,
      runOf: (courseId: string) => runOf.get(courseId),
      progressOf: (run: CourseRunRow | undefined, coursewareId: string) =>
        run ? progressOf.get(`${run.id}/${coursewareId}`) : undefined,
    };
  };

  const summariesOf = async (
    session: MemberSession,
    rows: CourseRow[],
  ): Promise<TCourseSummary[]> => {
    const ids = rows.map((row) => row.id);
    const [state, learners, comments, favourites] = await Promise.all([
      learnerState(session, ids),
      courses.learnerCounts(session.tenantId, ids),
      courses.commentStats(session.tenantId, ids),
      courses.favouriteCourseIds(session.tenantId, session.memberId, ids),
    ]);
    return rows.map((course) => {
      const coursewares = state.coursewaresOf(course.id);
      const run = state.runOf(course.id);
      return {
        courseId: course.id,
        name: course.name,
        coverUrl: course.cover_url,
        classifyName: course.classify_name,
        classifyPath: course.classify_path,
        type: course.type as TCourseType,
        credit: course.credit,
        pointsPrice: course.points_price,
        openTime: course.open_time,
        coursewareCount: coursewares.length,
        totalDurationSeconds: coursewares
          .filter((courseware) => MEDIA_KINDS.includes(courseware.kind as TCoursewareKind))
          .reduce((sum, courseware) => sum + (courseware.duration_seconds ?? 0), 0),
        learnedCount: learners.get(course.id) ?? 0,
        clickCount: course.click_count,
        commentInfo: commentInfoOf(comments.get(course.id)),
        favourite: favourites.has(course.id),
        progress: !run
          ? 0
          : run.completed_at !== null
            ? 100
            : percent(run.completed_count, coursewares.length),
        finished: run?.completed_at != null,
      };
    });
  };

  /** Courseware items with the learner's progress, `locked` in in-order courses. */
  const coursewareItems = async (
    session: MemberSession,
    rows: (CoursewareRow & { course_name?: string })[],
  ) => {
    const courseIds = [...new Set(rows.map((row) => row.course_id))];
    const [state, completers, favourites, courseRows] = await Promise.all([
      learnerState(session, courseIds),
      courses.completerCounts(
        session.tenantId,
        rows.map((row) => row.id),
      ),
      courses.favouriteCoursewareIds(
        session.tenantId,
        session.memberId,
        rows.map((row) => row.id),
      ),
      Promise.all(courseIds.map((courseId) => courses.findCourse(session.tenantId, courseId))),
    ]);
    const locked = new Set<string>();
    for (const course of courseRows) {
      if (!course) continue;
      const run = state.runOf(course.id);
      const coursewares = state.coursewaresOf(course.id);
      const completed = new Set(
        coursewares
          .filter((courseware) => state.progressOf(run, courseware.id)?.completed_at != null)
          .map((courseware) => courseware.id),
      );
      for (const id of lockedIds(course.in_order === 1, coursewares, completed)) locked.add(id);
    }
    return rows.map((row): TCoursewareItem & { courseName: string } => ({
      coursewareId: row.id,
      courseId: row.course_id,
      courseName: row.course_name ?? '',
      name: row.name,
      kind: row.kind as TCoursewareKind,
      durationSeconds: row.duration_seconds,
      pageCount: row.page_count,
      completeSeconds: row.complete_seconds,
      learnedCount: completers.get(row.id) ?? 0,
      favourite: favourites.has(row.id),
      locked: locked.has(row.id),
      progress: coursewareProgressOf(
        row,
        state.progressOf(state.runOf(row.course_id), row.id) as CoursewareProgressRow | undefined,
      ),
    }));
  };

  const listCourses = async (
    session: MemberSession,
    filter: { classifyPath?: string; keyword?: string; mine?: boolean; favourites?: boolean },
    page: TPageQuery,
  ) => {
    const { rows, total } = await courses.listCourses(session.tenantId, session.memberId, {
      classifyPath: filter.classifyPath ? filter.classifyPath : null,
      keyword: keywordOf(filter.keyword),
      mine: filter.mine ?? false,
      favourites: filter.favourites ?? false,
      now: Date.now(),
      ...pageOf(page),
    });
    return { list: await summariesOf(session, rows), total };
  };

  const listCoursewares = async (
    session: MemberSession,
    filter: { keyword?: string; kinds: readonly string[] | null; favourites: boolean },
    page: TPageQuery,
  ) => {
    const { rows, total } = await courses.listCoursewares(session.tenantId, session.memberId, {
      keyword: keywordOf(filter.keyword),
      kinds: filter.kinds,
      favourites: filter.favourites,
      now: Date.now(),
      ...pageOf(page),
    });
    return { list: (await coursewareItems(session, rows)) as TCoursewareListItem[], total };
  };

  const noteView = (
    session: MemberSession,
    row: {
      id: string;
      course_id: string;
      courseware_id: string;
      member_id: string;
      content: string;
      is_public: number;
      at: number;
      created_at: number;
    },
    coursewareName: string,
    authorName: string,
  ): TCourseNote => ({
    noteId: row.id,
    courseId: row.course_id,
    coursewareId: row.courseware_id,
    coursewareName,
    content: row.content,
    isPublic: Number(row.is_public) === 1,
    at: Number(row.at),
    authorName,
    mine: row.member_id === session.memberId,
    createdAt: Number(row.created_at),
  });

  const commentView = (
    session: MemberSession,
    row: { id: string; member_id: string; content: string; score: number; updated_at: number },
    authorName: string,
  ): TCourseComment => ({
    commentId: row.id,
    content: row.content,
    score: Number(row.score),
    authorName,
    mine: row.member_id === session.memberId,
    createdAt: Number(row.updated_at),
  });

  return {
    /** Spec §3: one root, 'My classification', holding the tenant's course classifications. */
    classifications: async ({ tenantId }: MemberSession): Promise<TClassifyNode[]> =>
      myClassificationTree(await courses.classifications(tenantId)),

    list: (session: MemberSession, query: TGetCourseListRequest) =>
      listCourses(
        session,
        {
          ...(query.classifyPath === undefined ? {} : { classifyPath: query.classifyPath }),
          ...(query.keyword === undefined ? {} : { keyword: query.keyword }),
          mine: query.mine === 'true',
        },
        query,
      ),

    favouriteCourses: (session: MemberSession, query: TPageQuery) =>
      listCourses(session, { favourites: true }, query),

    detail: async (session: MemberSession, courseId: string): Promise<TCourseDetail> => {
      const content = await contents.course(session.tenantId, courseId);
      const { course } = content;
      const row = await courses.findCourse(session.tenantId, course.id);
      const [[summary], items, run, redeemed, idPhotoUrl] = await Promise.all([
        summariesOf(session, [row ?? course]),
        coursewareItems(session, await courses.coursewaresOf(session.tenantId, [course.id])),
        courses.findOpenRun(session.tenantId, session.memberId, course.id),
        learning.redeemed(session, content),
        course.face_capture === 1
          ? courses.idPhotoOf(session.tenantId, session.memberId)
          : Promise.resolve(null),
      ]);
      const finalExamName =
        course.final_paper_id === null
          ? undefined
          : await courses.paperName(session.tenantId, course.final_paper_id);
      return {
        ...summary!,
        introduction: course.introduction,
        rules: {
          inOrder: course.in_order === 1,
          attemptsAllowed: course.attempts_allowed,
          firstSignature: course.first_signature === 1,
          completionSignature: course.completion_signature === 1,
          faceCapture: course.face_capture === 1,
          certificate: course.certificate === 1,
        },
        finalExam:
          course.final_paper_id === null || finalExamName === undefined
            ? null
            : {
                examId: course.final_paper_id,
                name: finalExamName,
                opensAfterMinutes: course.final_opens_after_minutes,
                open: finalExamOpen(course.final_opens_after_minutes, run),
                passed: await courses.passedPaper(
                  session.tenantId,
                  session.memberId,
                  course.final_paper_id,
                ),
              },
        redeemed,
        idPhotoUrl,
        run: run ? runView(content, run) : null,
        coursewares: items.map(({ courseName: _courseName, ...item }) => item),
      };
    },

    click: async (session: MemberSession, courseId: string) => {
      const { course } = await contents.course(session.tenantId, courseId);
      const clickCount = await courses.addClick(session.tenantId, course.id);
      if (clickCount === undefined) throw new AppError(ErrorCode.COURSE_NOT_FOUND);
      return { clickCount };
    },

    favouriteCourse: async (session: MemberSession, courseId: string, favourite: boolean) => {
      const { course } = await contents.course(session.tenantId, courseId);
      await courses.setCourseFavourite(
        session.tenantId,
        session.memberId,
        course.id,
        favourite,
        Date.now(),
      );
      return { favourite };
    },

    favouriteCourseware: async (
      session: MemberSession,
      coursewareId: string,
      favourite: boolean,
    ) => {
      const { courseware } = await contents.courseware(session.tenantId, coursewareId);
      await courses.setCoursewareFavourite(
        session.tenantId,
        session.memberId,
        courseware.id,
        favourite,
        Date.now(),
      );
      return { favourite };
    },

    coursewareList: (session: MemberSession, query: TGetCoursewareListRequest) => {
      const kinds =
        query.kind !== undefined
          ? query.group === 'resource' && !RESOURCE_KINDS.includes(query.kind)
            ? []
            : [query.kind]
          : query.group === 'resource'
            ? RESOURCE_KINDS
            : null;
      return listCoursewares(
        session,
        {
          ...(query.keyword === undefined ? {} : { keyword: query.keyword }),
          kinds,
          favourites: false,
        },
        query,
      );
    },

    favouriteCoursewares: (session: MemberSession, query: TPageQuery) =>
      listCoursewares(session, { kinds: null, favourites: true }, query),

    learnRecord: async (
      session: MemberSession,
      query: TPageQuery,
    ): Promise<TGetLearnRecordResponse> => {
      const { rows, total, learnedMs } = await courses.learnRecords(
        session.tenantId,
        session.memberId,
        pageOf(query),
      );
      const counts = await courses.coursewaresOf(
        session.tenantId,
        rows.map((row) => row.course_id),
      );
      return {
        list: rows.map((row) => {
          const total = counts.filter(
            (courseware) => courseware.course_id === row.course_id,
          ).length;
          return {
            courseId: row.course_id,
            courseName: row.course_name,
            runNo: row.run_no,
            learnMinutes: Math.floor(secondsOf(row.learned_ms) / 60),
            lastLearnAt: row.last_learn_at,
            progress: row.completed_at !== null ? 100 : percent(row.completed_count, total),
            timesLearned: row.days_learned,
            finished: row.completed_at !== null,
          };
        }),
        total,
        totalMinutes: Math.floor(secondsOf(learnedMs) / 60),
      };
    },

    notes: async (session: MemberSession, query: TGetCourseNotesRequest) => {
      if (query.coursewareId !== undefined) {
        await contents.courseware(session.tenantId, query.coursewareId);
      }
      const { rows, total } = await courses.notes(session.tenantId, session.memberId, {
        coursewareId: query.coursewareId ?? null,
        keyword: keywordOf(query.keyword),
        ...pageOf(query),
      });
      return {
        list: rows.map((row) => noteView(session, row, row.courseware_name, row.author_name)),
        total,
      };
    },

    saveNote: async (session: MemberSession, save: TPostSaveCourseNoteRequest) => {
      const { tenantId, memberId } = session;
      const { courseware } = await contents.courseware(tenantId, save.coursewareId);
      if (isLongerThan(save.content, MAX_COURSE_NOTE_LENGTH)) {
        throw new AppError(ErrorCode.COURSE_TEXT_TOO_LONG, MAX_COURSE_NOTE_LENGTH);
      }
      const now = Date.now();
      const fields = {
        content: save.content,
        is_public: save.isPublic ? 1 : 0,
        at: save.at,
        updated_at: now,
      };
      let row;
      if (save.noteId !== undefined) {
        const note = await courses.findNote(tenantId, save.noteId);
        if (!note || note.member_id !== memberId || note.courseware_id !== courseware.id) {
          throw new AppError(ErrorCode.COURSE_NOTE_NOT_FOUND);
        }
        await courses.updateNote(tenantId, memberId, note.id, fields);
        row = { ...note, ...fields };
      } else {
        row = {
          id: newId(),
          tenant_id: tenantId,
          member_id: memberId,
          course_id: courseware.course_id,
          courseware_id: courseware.id,
          ...fields,
          created_at: now,
        };
        await courses.insertNote(row);
      }
      return noteView(session, row, courseware.name, await courses.memberName(tenantId, memberId));
    },

    deleteNote: async (session: MemberSession, noteId: string) => {
      if (!(await courses.deleteNote(session.tenantId, session.memberId, noteId))) {
        throw new AppError(ErrorCode.COURSE_NOTE_NOT_FOUND);
      }
      return { deleted: true as const };
    },

    comments: async (session: MemberSession, query: TPageQuery & { courseId: string }) => {
      const { course } = await contents.course(session.tenantId, query.courseId);
      const [{ rows, total }, stats] = await Promise.all([
        courses.comments(session.tenantId, course.id, pageOf(query)),
        courses.commentStats(session.tenantId, [course.id]),
      ]);
      return {
        list: rows.map((row) => commentView(session, row, row.author_name)),
        total,
        commentInfo: commentInfoOf(stats.get(course.id)),
      };
    },

    /** One comment per learner and course, on a course they started (300514 before). */
    comment: async (session: MemberSession, request: TPostCourseCommentRequest) => {
      const { tenantId, memberId } = session;
      const { course } = await contents.course(tenantId, request.courseId);
      if (isLongerThan(request.content, MAX_COURSE_COMMENT_LENGTH)) {
        throw new AppError(ErrorCode.COURSE_TEXT_TOO_LONG, MAX_COURSE_COMMENT_LENGTH);
      }
      if ((await courses.runsUsed(tenantId, memberId, course.id)) === 0) {
        throw new AppError(ErrorCode.LEARNING_RECORD_NOT_FOUND);
      }
      const now = Date.now();
      const row = await courses.upsertComment({
        id: newId(),
        tenant_id: tenantId,
        member_id: memberId,
        course_id: course.id,
        content: request.content,
        score: request.score,
        created_at: now,
        updated_at: now,
      });
      return commentView(session, row, await courses.memberName(tenantId, memberId));
    },
  };
};
