import type { TCourseRun } from '@lectern/contracts/courses/courses';
import type { TCourseSignatureMoment } from '@lectern/contracts/courses/post-sign-course';
import { useTranslation } from 'react-i18next';
import { SignaturePadDialog } from '@/components/signature/signature-pad-dialog';
import { useSignCourse } from '../../api/learning-signature';

/**
 * Spec §4 signatures (item type 101): before starting a course that asks for one (300515), and at
 * completion (300516), which completes the run.
 */
export function CourseSignatureDialog({
  courseId,
  moment,
  onSigned,
  onExit,
}: {
  courseId: string;
  moment: TCourseSignatureMoment;
  onSigned: (run: TCourseRun) => void;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const sign = useSignCourse(courseId, moment);
  return (
    <SignaturePadDialog
      title={t(`course-learning:signature.${moment}`)}
      saving={sign.isPending}
      // Refusals were shown by the api client; the pad stays open to try again.
      onSave={(image) => sign.mutate(image, { onSuccess: onSigned })}
      onExit={onExit}
    />
  );
}
