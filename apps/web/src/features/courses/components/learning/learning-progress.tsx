import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import type { TCourseDetail, TCoursewareProgress } from '@lectern/contracts/courses/courses';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';
import { CourseFinalExam } from '../course-final-exam';

/** The course as the latest heartbeat (or the course's detail) tells it. */
export type TCourseStanding = {
  courseProgress: number;
  courseCompleted: boolean;
  finalExamOpen: boolean;
};

/** The progress of the courseware being learned: learned time, percent, completed. */
export function CoursewareProgressLine({ progress }: { progress: TCoursewareProgress }) {
  const { t } = useTranslation();
  const completed = progress.completedAt !== null;
  return (
    <div className="lectern-learning-progress__courseware" role="status">
      <span>
        {t('course-learning:progress.learned', {
          time: formatDuration(progress.learnedSeconds, t),
        })}
      </span>
      <Progress
        className="lectern-learning-progress__bar"
        percent={Math.floor(progress.progress)}
        size="small"
        status={completed ? 'success' : 'active'}
        aria-label={t('course-learning:progress.courseware')}
      />
      {completed && (
        <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
          {t('course-learning:progress.completed')}
        </Tag>
      )}
    </div>
  );
}

/**
 * Spec §3 learning record and §4 completion: the course's progress, and once it is completed the
 * message with the final exam's way in when it is open.
 */
export function CourseProgress({
  course,
  standing,
  onSignCompletion,
}: {
  course: TCourseDetail;
  standing: TCourseStanding;
  /** Every courseware is completed and the completion signature waits (300516); null: not. */
  onSignCompletion: (() => void) | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const finalExam = course.finalExam;
  return (
    <section className="lectern-learning-panel lectern-learning-progress" aria-labelledby={titleId}>
      <h2 id={titleId} className="lectern-learning-panel__title">
        {t('course-learning:progress.title')}
      </h2>
      <Progress
        percent={Math.floor(standing.courseProgress)}
        status={standing.courseCompleted ? 'success' : 'normal'}
        aria-label={t('course-learning:progress.course')}
      />
      {course.run && (
        <p className="lectern-learning-progress__run">
          {t('course-learning:progress.runLearned', {
            time: formatDuration(course.run.learnedSeconds, t),
          })}
        </p>
      )}
      {onSignCompletion && (
        <Alert
          type="info"
          showIcon
          title={t('course-learning:refusal.signCompletion')}
          action={
            <Button type="primary" onClick={onSignCompletion}>
              {t('course-learning:refusal.sign')}
            </Button>
          }
        />
      )}
      {standing.courseCompleted && (
        <Alert
          type="success"
          showIcon
          title={t('course-learning:completion.title')}
          description={t('course-learning:completion.text')}
        />
      )}
      {finalExam && (
        <CourseFinalExam
          exam={{ ...finalExam, open: finalExam.open || standing.finalExamOpen }}
          course={course}
        />
      )}
    </section>
  );
}
