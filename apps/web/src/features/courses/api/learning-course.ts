import { useQueryClient } from '@tanstack/react-query';
import { coursesKeys } from './query-keys';

/**
 * After learning changed the run (a courseware or the course completed, the final exam opened,
 * a signature, a refusal): the course's detail and every list showing its progress.
 */
export function useInvalidateCourse() {
  const queryClient = useQueryClient();
  return (courseId: string) => {
    void queryClient.invalidateQueries({ queryKey: coursesKeys.detail(courseId) });
    void queryClient.invalidateQueries({ queryKey: coursesKeys.lists() });
  };
}
