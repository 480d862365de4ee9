import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TCourseDetail } from '@lectern/contracts/courses/courses';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';

/** What the learner can do about a refusal, as the learning screen offers it. */
export type TRefusalActions = {
  signFirst: () => void;
  signCompletion: () => void;
  captureFace: () => void;
  open: (coursewareId: string) => void;
  startAgain: () => void;
  /** Shows a completed courseware again, read-only; null: there is nothing to show. */
  review: (() => void) | null;
  toCourses: () => void;
};

/** The first courseware before `coursewareId` that is not completed (300520, 300728). */
export function earlierToFinish(course: TCourseDetail | undefined, coursewareId: string) {
  const coursewares = course?.coursewares ?? [];
  const index = coursewares.findIndex((item) => item.coursewareId === coursewareId);
  return coursewares
    .slice(0, index === -1 ? coursewares.length : index)
    .find((item) => item.progress.completedAt === null);
}

/**
 * A courseware the rules do not open now (spec §4, §8 learning codes): the catalogue's message,
 * and the way on — sign, capture the face, learn the earlier courseware, review, start again.
 */
export function StartRefusal({
  code,
  course,
  coursewareId,
  actions,
}: {
  code: string;
  course: TCourseDetail | undefined;
  coursewareId: string;
  actions: TRefusalActions;
}) {
  const { t } = useTranslation();
  let hint: string | null = null;
  let action: ReactNode = null;
  const button = (label: string, onClick: () => void) => (
    <Button type="primary" onClick={onClick}>
      {label}
    </Button>
  );

  switch (code) {
    case ErrorCode.FIRST_SIGNATURE_NOT_DONE:
      hint = t('course-learning:refusal.signFirst');
      action = button(t('course-learning:refusal.sign'), actions.signFirst);
      break;
    case ErrorCode.COMPLETION_SIGNATURE_NOT_DONE:
      hint = t('course-learning:refusal.signCompletion');
      action = button(t('course-learning:refusal.sign'), actions.signCompletion);
      break;
    case ErrorCode.FIRST_FACE_COMPARISON_NOT_DONE:
    case ErrorCode.FIRST_FACE_COMPARISON_FAILED:
      hint = t('course-learning:refusal.face');
      action = button(t('course-learning:refusal.captureFace'), actions.captureFace);
      break;
    case ErrorCode.COURSEWARE_ORDER_REQUIRED:
    case ErrorCode.PREVIOUS_COURSEWARE_UNFINISHED: {
      const earlier = earlierToFinish(course, coursewareId);
      hint = t('course-learning:refusal.inOrder');
      if (earlier)
        action = button(t('course-learning:refusal.openEarlier', { name: earlier.name }), () =>
          actions.open(earlier.coursewareId),
        );
      break;
    }
    case ErrorCode.COMPLETED_COURSEWARE_NOT_RELEARNABLE:
      hint = t('course-learning:refusal.completed');
      if (actions.review) action = button(t('course-learning:refusal.review'), actions.review);
      break;
    case ErrorCode.COURSE_COMPLETED:
      hint = t('course-learning:refusal.courseCompleted');
      break;
    case ErrorCode.COURSEWARE_PROGRESS_RESET:
    case ErrorCode.COURSE_MUST_BE_RELEARNED:
      hint = t('course-learning:refusal.reset');
      action = button(t('course-learning:refusal.startAgain'), actions.startAgain);
      break;
    case ErrorCode.LEARNING_PAUSED_OR_STOPPED:
      hint = t('course-learning:refusal.paused');
      break;
    case ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN:
      hint = t('course-learning:refusal.forbidden');
      break;
    case ErrorCode.MEDIA_TRAFFIC_INSUFFICIENT:
      hint = t('course-learning:refusal.noPlays');
      break;
    case ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION:
      hint = t('course-learning:refusal.edition');
      action = button(t('course-learning:refusal.toCourses'), actions.toCourses);
      break;
    default:
      action = button(t('course-learning:refusal.toCourses'), actions.toCourses);
  }

  return (
    <div className="lectern-learning-refusal">
      <Alert
        type="warning"
        showIcon
        title={errorMessage(code)}
        description={hint ?? undefined}
        action={action}
      />
    </div>
  );
}
