import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { getAdminCourseCompletion } from '@lectern/contracts/courses/get-admin-course-completion';
import { getCourseClassify } from '@lectern/contracts/courses/get-course-classify';
import { getCourseComments } from '@lectern/contracts/courses/get-course-comments';
import { getCourseDetail } from '@lectern/contracts/courses/get-course-detail';
import { getCourseList } from '@lectern/contracts/courses/get-course-list';
import { getCourseNotes } from '@lectern/contracts/courses/get-course-notes';
import { getCoursewareList } from '@lectern/contracts/courses/get-courseware-list';
import { getCoursewareQuiz } from '@lectern/contracts/courses/get-courseware-quiz';
import { getFavouriteCourses } from '@lectern/contracts/courses/get-favourite-courses';
import { getFavouriteCoursewares } from '@lectern/contracts/courses/get-favourite-coursewares';
import { getLearnRecord } from '@lectern/contracts/courses/get-learn-record';
import { postAdminResetCourse } from '@lectern/contracts/courses/post-admin-reset-course';
import { postAdminReviewCourseRun } from '@lectern/contracts/courses/post-admin-review-course-run';
import { postAnswerCoursewareQuiz } from '@lectern/contracts/courses/post-answer-courseware-quiz';
import { postCourseClick } from '@lectern/contracts/courses/post-course-click';
import { postCourseComment } from '@lectern/contracts/courses/post-course-comment';
import { postCourseFaceCheck } from '@lectern/contracts/courses/post-course-face-check';
import { postCoursewareHeartbeat } from '@lectern/contracts/courses/post-courseware-heartbeat';
import { postDeleteCourseNote } from '@lectern/contracts/courses/post-delete-course-note';
import { postFavouriteCourse } from '@lectern/contracts/courses/post-favourite-course';
import { postFavouriteCourseware } from '@lectern/contracts/courses/post-favourite-courseware';
import { postRedeemCourse } from '@lectern/contracts/courses/post-redeem-course';
import { postSaveCourseNote } from '@lectern/contracts/courses/post-save-course-note';
import { postScormCommit } from '@lectern/contracts/courses/post-scorm-commit';
import { postSignCourse } from '@lectern/contracts/courses/post-sign-course';
import { postStartCourse } from '@lectern/contracts/courses/post-start-course';
import { postStartCourseware } from '@lectern/contracts/courses/post-start-courseware';
import { groupedHotWrites } from '../../db/group-commit';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { courseAdminService } from './course-admin.service';
import { issueCourseCertificate, type CourseCompletedHook } from './course-completion';
import { courseContents } from './course-content';
import { courseLearningService } from './course-learning.service';
import { courseQuizzesService } from './course-quizzes.service';
import { coursewareFiles, COURSEWARE_FILES_PATH } from './courseware-files';
import { coursesRepositories } from './courses.repository';
import { coursesService } from './courses.service';

/** Spec §6: learning management on the all-in-one edition only (300601), with the module on (408). */
export const COURSES_GATE = {
  module: Module.COURSES,
  editions: {
    allowed: [Edition.ALL_IN_ONE],
    refusal: ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION,
  },
} as const;

/**
 * Courses: the catalogue, learning with trusted heartbeats, SCORM, quizzes, signatures, face
 * checks, notes, comments, favourites, redemption, the courseware files and the administrators'
 * API. `onCourseCompleted` is where a completion issues its certificate (course-completion.ts).
 */
export const registerCoursesRoutes = (
  api: FastifyInstance,
  deps: AppDeps,
  onCourseCompleted: CourseCompletedHook = issueCourseCertificate,
) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, COURSES_GATE));
  const base = { db: deps.db, transact: deps.transact, repositories: coursesRepositories };
  const contents = courseContents(coursesRepositories(deps.db).courses, deps.config.paperCacheMs);
  const learning = courseLearningService({
    ...base,
    contents,
    beatTransact: groupedHotWrites(deps),
    dialect: deps.dialect,
    timeZone: deps.config.examTimeZone,
    onCourseCompleted,
  });
  const courses = coursesService({ ...base, contents, learning });
  const quizzes = courseQuizzesService({ ...base, contents, learning });
  const admin = courseAdminService({ ...base, contents });
  const files = coursewareFiles({
    resolveSession: deps.resolveSession,
    storage: deps.storage,
    courses: coursesRepositories(deps.db).courses,
    contents,
  });

  registerEndpoint(api, deps.guards, getCourseClassify, ({ session }) =>
    courses.classifications(session),
  );
  registerEndpoint(api, deps.guards, getCourseList, ({ session, query }) =>
    courses.list(session, query),
  );
  registerEndpoint(api, deps.guards, getCourseDetail, ({ session, query }) =>
    courses.detail(session, query.courseId),
  );
  registerEndpoint(api, deps.guards, postCourseClick, ({ session, body }) =>
    courses.click(session, body.courseId),
  );
  registerEndpoint(api, deps.guards, postStartCourse, ({ session, body }) =>
    learning.startCourse(session, body.courseId),
  );
  registerEndpoint(api, deps.guards, postSignCourse, ({ session, body }) =>
    learning.sign(session, body),
  );
  registerEndpoint(api, deps.guards, postCourseFaceCheck, ({ session, body }) =>
    learning.faceCheck(session, body),
  );
  registerEndpoint(api, deps.guards, postRedeemCourse, ({ session, body }) =>
    learning.redeem(session, body.courseId),
  );
  registerEndpoint(api, deps.guards, postStartCourseware, ({ session, body }) =>
    learning.startCourseware(session, body.coursewareId),
  );
  registerEndpoint(api, deps.guards, postCoursewareHeartbeat, ({ session, body }) =>
    learning.heartbeat(session, body),
  );
  registerEndpoint(api, deps.guards, postScormCommit, ({ session, body }) =>
    learning.scormCommit(session, body),
  );
  registerEndpoint(api, deps.guards, getCoursewareQuiz, ({ session, query }) =>
    quizzes.quiz(session, query.coursewareId, query.quizId),
  );
  registerEndpoint(api, deps.guards, postAnswerCoursewareQuiz, ({ session, body }) =>
    quizzes.answer(session, body),
  );
  registerEndpoint(api, deps.guards, getLearnRecord, ({ session, query }) =>
    courses.learnRecord(session, query),
  );
  registerEndpoint(api, deps.guards, getCoursewareList, ({ session, query }) =>
    courses.coursewareList(session, query),
  );
  registerEndpoint(api, deps.guards, postFavouriteCourse, ({ session, body }) =>
    courses.favouriteCourse(session, body.courseId, body.favourite),
  );
  registerEndpoint(api, deps.guards, postFavouriteCourseware, ({ session, body }) =>
    courses.favouriteCourseware(session, body.coursewareId, body.favourite),
  );
  registerEndpoint(api, deps.guards, getFavouriteCourses, ({ session, query }) =>
    courses.favouriteCourses(session, query),
  );
  registerEndpoint(api, deps.guards, getFavouriteCoursewares, ({ session, query }) =>
    courses.favouriteCoursewares(session, query),
  );
  registerEndpoint(api, deps.guards, getCourseNotes, ({ session, query }) =>
    courses.notes(session, query),
  );
  registerEndpoint(api, deps.guards, postSaveCourseNote, ({ session, body }) =>
    courses.saveNote(session, body),
  );
  registerEndpoint(api, deps.guards, postDeleteCourseNote, ({ session, body }) =>
    courses.deleteNote(session, body.noteId),
  );
  registerEndpoint(api, deps.guards, getCourseComments, ({ session, query }) =>
    courses.comments(session, query),
  );
  registerEndpoint(api, deps.guards, postCourseComment, ({ session, body }) =>
    courses.comment(session, body),
  );
  registerEndpoint(api, deps.guards, getAdminCourseCompletion, ({ session, query }) =>
    admin.completion(session, query),
  );
  registerEndpoint(api, deps.guards, postAdminResetCourse, ({ session, body }) =>
    admin.reset(session, body.courseId, body.memberId),
  );
  registerEndpoint(api, deps.guards, postAdminReviewCourseRun, ({ session, body }) =>
    admin.review(session, body.runId, body.allow),
  );

  api.route<{ Params: { coursewareId: string; '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${COURSEWARE_FILES_PATH}/:coursewareId/*`,
    exposeHeadRoute: false,
    schema: { hide: true },
    onRequest: files.readSession,
    handler: files.serve,
  });
};
