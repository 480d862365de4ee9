import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCourseNotes } from '@lectern/contracts/courses/get-course-notes';
import { postDeleteCourseNote } from '@lectern/contracts/courses/post-delete-course-note';
import {
  postSaveCourseNote,
  type TPostSaveCourseNoteRequest,
} from '@lectern/contracts/courses/post-save-course-note';
import { request } from '@/lib/api-client';
import { learningKeys } from './learning-keys';
import { coursesKeys } from './query-keys';

/** The most notes of a courseware the panel shows: the learner's and the latest public ones. */
export const NOTES_PAGE_SIZE = 50;

/** GET /course/notes?coursewareId: the learner's notes and others' public ones. */
export const useCoursewareNotes = (coursewareId: string) =>
  useQuery({
    queryKey: learningKeys.coursewareNotes(coursewareId),
    queryFn: ({ signal }) =>
      request(getCourseNotes, { coursewareId, pageNum: 1, pageSize: NOTES_PAGE_SIZE }, { signal }),
  });

/** A write changes the courseware's notes and the learner's list of notes. */
function useInvalidateNotes() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: coursesKeys.notes() });
}

/** POST /course/note/save: writes a note, or edits one of the learner's. */
export function useSaveCourseNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({
    mutationFn: (note: TPostSaveCourseNoteRequest) =>
      request(postSaveCourseNote, note, { notifySuccess: true }),
    onSettled: invalidate,
  });
}

/** POST /course/note/delete. */
export function useDeleteCourseNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({
    mutationFn: (noteId: string) =>
      request(postDeleteCourseNote, { noteId }, { notifySuccess: true }),
    onSettled: invalidate,
  });
}
