import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { keptReads } from '../../db/kept-reads';
import { AppError } from '../../platform/http/app-error';
import type { CourseRow, CoursesRepository, CoursewareRow } from './courses.repository';

/** Courses and courseware kept per process for heartbeats; the least recently used go first. */
const MAX_KEPT_COURSES = 5_000;
const MAX_KEPT_COURSEWARES = 50_000;

/** A course with its courseware in order: what every learning call reads first. */
export type CourseContent = {
  course: CourseRow;
  coursewares: CoursewareRow[];
};

/**
 * The course content of learning calls, read from memory (docs/decisions/0016, 0061): it changes
 * only when a pack is imported and shows within `ttlMs`. A course not open yet is unknown (300501).
 */
export const courseContents = (courses: CoursesRepository, ttlMs: number) => {
  const keptCourse = keptReads(
    async (tenantId: string, courseId: string): Promise<CourseContent | undefined> => {
      const course = await courses.findCourse(tenantId, courseId);
      return course && { course, coursewares: await courses.coursewaresOf(tenantId, [course.id]) };
    },
    { ttlMs, max: MAX_KEPT_COURSES },
  );
  const keptCourseware = keptReads(
    (tenantId: string, coursewareId: string) => courses.findCourseware(tenantId, coursewareId),
    { ttlMs, max: MAX_KEPT_COURSEWARES },
  );

  const openCourse = async (tenantId: string, courseId: string, now: number) => {
    const content = await keptCourse(tenantId, courseId);
    if (!content || content.course.open_time > now) return undefined;
    return content;
  };

  return {
    /** An open course of the tenant; 300501 when unknown or not open yet. */
    course: async (tenantId: string, courseId: string, now = Date.now()) => {
      const content = await openCourse(tenantId, courseId, now);
      if (!content) throw new AppError(ErrorCode.COURSE_NOT_FOUND);
      return content;
    },

    /** A courseware of an open course, with its course; 300502 when unknown. */
    courseware: async (tenantId: string, coursewareId: string, now = Date.now()) => {
      const found = await keptCourseware(tenantId, coursewareId);
      const content = found && (await openCourse(tenantId, found.course_id, now));
      const courseware = content?.coursewares.find(({ id }) => id === coursewareId);
      if (!content || !courseware) throw new AppError(ErrorCode.COURSEWARE_NOT_FOUND);
      return { ...content, courseware };
    },
  };
};
export type CourseContents = ReturnType<typeof courseContents>;
