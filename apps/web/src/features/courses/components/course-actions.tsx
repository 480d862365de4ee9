import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { LearningStatus } from '@lectern/contracts/common/enums';
import type { TCourseDetail } from '@lectern/contracts/courses/courses';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useRedeemCourse } from '../api/course-mutations';
import { useOpenCourse } from '../hooks/use-open-course';

// The api client already told the learner why a call failed (309191 when credit is short).
const ignore = () => undefined;

/**
 * What the learner can do with the course: redeem it with points when it is priced and not
 * redeemed; otherwise start or continue learning, or review it once completed.
 */
export function CourseActions({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const redeem = useRedeemCourse();
  const open = useOpenCourse(course);

  if (course.pointsPrice > 0 && !course.redeemed) {
    const confirmRedeem = () =>
      void feedback.confirm({
        title: t('courses:redeem.confirmTitle'),
        content: t('courses:redeem.confirmContent', {
          name: course.name,
          number: course.pointsPrice,
        }),
        okText: t('courses:redeem.confirm'),
        cancelText: t('common:actions.cancel'),
        onOk: () =>
          redeem
            .mutateAsync(course.courseId)
            .then(({ totalCredit }) =>
              feedback.success(t('courses:redeem.done', { number: totalCredit })),
            )
            .catch(ignore),
      });
    return (
      <div className="lectern-course-actions">
        <Button type="primary" size="large" loading={redeem.isPending} onClick={confirmRedeem}>
          {t('courses:redeem.action', { number: course.pointsPrice })}
        </Button>
      </div>
    );
  }

  if (course.finished) {
    return (
      <div className="lectern-course-actions">
        <Tag color="success">{t('courses:progress.finished')}</Tag>
        <Button onClick={() => open.learn()}>{t('courses:actions.review')}</Button>
      </div>
    );
  }

  const forbidden = course.run?.status === LearningStatus.FORBIDDEN;
  return (
    <div className="lectern-course-actions">
      <Button
        type="primary"
        size="large"
        loading={open.isPending}
        disabled={forbidden}
        onClick={() => open.learn()}
      >
        {t(course.run ? 'courses:actions.continue' : 'courses:actions.start')}
      </Button>
    </div>
  );
}
