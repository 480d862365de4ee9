import type { TCourseDetail } from '@lectern/contracts/courses/courses';
import { useNavigate } from 'react-router';
import { useStartCourse } from '../api/course-mutations';
import { courseLearningPath } from '../courses.feature';

/**
 * Opens the learning screen of a course, at a courseware if given. A run is started first (POST
 * /course/start, idempotent): the server checks the course's rules there, before the screen.
 */
export function useOpenCourse(course: Pick<TCourseDetail, 'courseId' | 'finished'>) {
  const navigate = useNavigate();
  const start = useStartCourse();
  return {
    isPending: start.isPending,
    learn: (coursewareId?: string) => {
      const path = courseLearningPath(course.courseId, coursewareId);
      // A completed run cannot be started again (300522): its courseware opens to review.
      if (course.finished) return void navigate(path);
      start
        .mutateAsync(course.courseId)
        .then(() => navigate(path))
        // The api client already told the learner why the course cannot start.
        .catch(() => undefined);
    },
  };
}
