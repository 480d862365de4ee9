import type { TCourseSummary } from '@lectern/contracts/courses/courses';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** Spec §3 course type and credit (points price): required or elective, credit, price or free. */
export function CourseFacts({ course }: { course: TCourseSummary }) {
  const { t } = useTranslation();
  return (
    <div className="lectern-course-facts">
      <Tag color={course.type === 'required' ? 'volcano' : 'blue'}>
        {t(`courses:type.${course.type}`)}
      </Tag>
      <span>{t('courses:facts.credit', { number: course.credit })}</span>
      <span className="lectern-course-facts__price">
        {course.pointsPrice > 0
          ? t('courses:facts.points', { number: course.pointsPrice })
          : t('courses:facts.free')}
      </span>
    </div>
  );
}
