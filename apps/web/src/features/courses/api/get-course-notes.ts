import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCourseNotes as endpoint,
  type TGetCourseNotesRequest,
} from '@lectern/contracts/courses/get-course-notes';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/** GET /course/notes without a courseware: the learner's own course notes, searched by content. */
export const useMyCourseNotes = (params: Omit<TGetCourseNotesRequest, 'coursewareId'>) =>
  useQuery({
    queryKey: coursesKeys.myNotes(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
