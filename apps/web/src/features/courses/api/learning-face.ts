import { useMutation } from '@tanstack/react-query';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { postCourseFaceCheck as endpoint } from '@lectern/contracts/courses/post-course-face-check';
import { request } from '@/lib/api-client';
import { postUploadFile } from '@/lib/uploads';

/** Refusals the face capture explains in its own words (spec §8). */
export const FACE_REFUSALS: readonly string[] = [
  ErrorCode.FIRST_FACE_COMPARISON_FAILED,
  ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN,
];

/**
 * A course's face capture (spec §4): the snapshot goes up (POST /sys/uploadFile), is compared in
 * the browser from there (our own origin, as the exam's face service reads it), and the outcome
 * is recorded on the run (POST /course/face).
 */
export function useCourseFaceCheck(courseId: string, moment: 'first' | 'during') {
  return useMutation({
    mutationFn: async ({
      snapshot,
      compare,
    }: {
      snapshot: File;
      compare: (snapshotUrl: string) => Promise<boolean>;
    }) => {
      const snapshotUrl = await postUploadFile(snapshot);
      const passed = await compare(snapshotUrl);
      const run = await request(
        endpoint,
        { courseId, moment, passed, snapshotUrl },
        { handlesFailure: (code) => FACE_REFUSALS.includes(code) },
      );
      return { run, passed };
    },
  });
}
