import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import type { TCourseDetail, TCourseFinalExam } from '@lectern/contracts/courses/courses';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { LinkedPaths } from '../courses.feature';

/** The exam's preview, where a final exam starts as any other (its paper is the exam). */
const examPreviewPath = (examId: string) =>
  `${LinkedPaths.EXAM_PREVIEW}?${new URLSearchParams({ paperId: examId }).toString()}`;

/**
 * Spec §4: the course's final exam opens on completion or after the required study time; open,
 * it leads to the exam's preview.
 */
export function CourseFinalExam({
  exam,
  course,
}: {
  exam: TCourseFinalExam;
  course: TCourseDetail;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const studied = Math.floor((course.run?.learnedSeconds ?? 0) / 60);
  return (
    <div className="lectern-final-exam">
      <div className="lectern-final-exam__head">
        <h3 className="lectern-final-exam__name">
          <TenantText>{exam.name}</TenantText>
        </h3>
        {exam.passed ? (
          <Tag color="success">{t('courses:finalExam.passed')}</Tag>
        ) : (
          <Tag color={exam.open ? 'processing' : 'default'}>
            {t(exam.open ? 'courses:finalExam.open' : 'courses:finalExam.closed')}
          </Tag>
        )}
      </div>
      <p className="lectern-final-exam__when">
        {exam.opensAfterMinutes === null
          ? t('courses:finalExam.opensOnCompletion')
          : t('courses:finalExam.opensAfter', { minutes: exam.opensAfterMinutes })}
        {exam.opensAfterMinutes !== null && !exam.open && course.run && (
          <> {t('courses:finalExam.studied', { number: studied })}</>
        )}
      </p>
      {exam.open && (
        <Button type="primary" onClick={() => void navigate(examPreviewPath(exam.examId))}>
          {t('courses:finalExam.enter')}
        </Button>
      )}
    </div>
  );
}
