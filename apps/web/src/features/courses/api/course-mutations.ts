import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCourseClick } from '@lectern/contracts/courses/post-course-click';
import {
  postCourseComment,
  type TPostCourseCommentRequest,
} from '@lectern/contracts/courses/post-course-comment';
import { postFavouriteCourse } from '@lectern/contracts/courses/post-favourite-course';
import { postFavouriteCourseware } from '@lectern/contracts/courses/post-favourite-courseware';
import { postRedeemCourse } from '@lectern/contracts/courses/post-redeem-course';
import { postStartCourse } from '@lectern/contracts/courses/post-start-course';
import type { TGetCourseDetailResponse } from '@lectern/contracts/courses/get-course-detail';
import { request } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { coursesKeys } from './query-keys';

/**
 * What a write to a course makes stale: its detail and every list with progress or stars. The
 * promise lets a mutation stay pending until the lists show the change (no star flickers back).
 */
/** After a write or learning changed a run: the course's detail and every list showing it. */
export function useInvalidateCourse() {
  const queryClient = useQueryClient();
  return (courseId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: coursesKeys.detail(courseId) }),
      queryClient.invalidateQueries({ queryKey: coursesKeys.lists() }),
    ]);
}

/** POST /course/click: counts one opening of the course's page; nothing to tell if it fails. */
export function useCountCourseClick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => request(postCourseClick, { courseId }, { silent: true }),
    onSuccess: ({ clickCount }, courseId) =>
      queryClient.setQueryData<TGetCourseDetailResponse>(coursesKeys.detail(courseId), (detail) =>
        detail ? { ...detail, clickCount } : detail,
      ),
  });
}

/** POST /course/start: starts the learner's run, or answers the current one. */
export function useStartCourse() {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: (courseId: string) => request(postStartCourse, { courseId }),
    onSettled: (_run, _error, courseId) => invalidate(courseId),
  });
}

/**
 * POST /course/redeem: pays the course's points from the learner's credit. A short credit
 * (309191) is told by the api client, with the errors namespace's message.
 */
export function useRedeemCourse() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: (courseId: string) => request(postRedeemCourse, { courseId }),
    onSettled: (_result, _error, courseId) =>
      Promise.all([
        invalidate(courseId),
        // The member's credit is part of the personal centre's member info.
        queryClient.invalidateQueries({ queryKey: queryRoots.members }),
      ]),
  });
}

/** The favourites page counts the starred courses and courseware. */
function useInvalidateStars() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: coursesKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: queryRoots.favourites }),
    ]);
}

/** POST /course/favourite: stars or unstars a course (idempotent). */
export function useSetCourseFavourite() {
  const queryClient = useQueryClient();
  const invalidateStars = useInvalidateStars();
  return useMutation({
    mutationFn: (star: { courseId: string; favourite: boolean }) =>
      request(postFavouriteCourse, star),
    onSuccess: ({ favourite }, { courseId }) =>
      queryClient.setQueryData<TGetCourseDetailResponse>(coursesKeys.detail(courseId), (detail) =>
        detail ? { ...detail, favourite } : detail,
      ),
    onSettled: () => invalidateStars(),
  });
}

/** POST /courseware/favourite: stars or unstars a courseware (idempotent). */
export function useSetCoursewareFavourite() {
  const queryClient = useQueryClient();
  const invalidateStars = useInvalidateStars();
  return useMutation({
    mutationFn: (star: { coursewareId: string; favourite: boolean }) =>
      request(postFavouriteCourseware, star),
    onSuccess: ({ favourite }, { coursewareId }) =>
      queryClient.setQueriesData<TGetCourseDetailResponse>(
        { queryKey: [...coursesKeys.all, 'detail'] },
        (detail) =>
          detail && {
            ...detail,
            coursewares: detail.coursewares.map((courseware) =>
              courseware.coursewareId === coursewareId ? { ...courseware, favourite } : courseware,
            ),
          },
      ),
    onSettled: () => invalidateStars(),
  });
}

/**
 * POST /course/comment: writes or replaces the learner's comment. The form shows only once the
 * course is started; the server's 300514 otherwise comes as the api client's toast.
 */
export function usePostCourseComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: TPostCourseCommentRequest) =>
      request(postCourseComment, comment, { notifySuccess: true }),
    onSettled: (_comment, _error, { courseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: coursesKeys.comments(courseId) }),
        queryClient.invalidateQueries({ queryKey: coursesKeys.detail(courseId) }),
        queryClient.invalidateQueries({ queryKey: coursesKeys.lists() }),
      ]),
  });
}
