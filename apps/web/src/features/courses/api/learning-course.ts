import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCourseDetail as endpoint } from '@lectern/contracts/courses/get-course-detail';
import { request } from '@/lib/api-client';
import { learningKeys } from './learning-keys';

/** GET /course/detail: the catalogue of courseware, their progress and locks, the learner's run. */
export const useLearningCourse = (courseId: string | null) =>
  useQuery({
    queryKey: learningKeys.courseDetail(courseId ?? ''),
    queryFn: ({ signal }) => request(endpoint, { courseId: courseId ?? '' }, { signal }),
    enabled: Boolean(courseId),
    staleTime: 0,
  });

/** After learning changed the run: the course's detail and every list showing its progress. */
export function useInvalidateCourse() {
  const queryClient = useQueryClient();
  return (courseId: string) => {
    void queryClient.invalidateQueries({ queryKey: learningKeys.courseDetail(courseId) });
    void queryClient.invalidateQueries({ queryKey: learningKeys.courseLists() });
  };
}
