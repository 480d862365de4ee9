import { useMutation } from '@tanstack/react-query';
import {
  postSignCourse as endpoint,
  type TCourseSignatureMoment,
} from '@lectern/contracts/courses/post-sign-course';
import { request } from '@/lib/api-client';
import { postUploadFile } from '@/lib/uploads';

/** The name the pad's image is uploaded under. */
const SIGNATURE_FILE_NAME = 'signature.png';

/**
 * 'Upload and save' (spec §3 item type 101): the pad's PNG goes up (POST /sys/uploadFile), then
 * signs the learner's run of the course (POST /course/sign) before starting or at completion.
 */
export function useSignCourse(courseId: string, moment: TCourseSignatureMoment) {
  return useMutation({
    mutationFn: async (image: Blob) => {
      const imageUrl = await postUploadFile(
        new File([image], SIGNATURE_FILE_NAME, { type: 'image/png' }),
      );
      return request(endpoint, { courseId, moment, imageUrl });
    },
  });
}
