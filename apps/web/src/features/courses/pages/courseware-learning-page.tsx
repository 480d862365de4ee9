import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LearningScreen } from '../components/learning/learning-screen';
import { courseLearningPath } from '../courses.feature';
import { atOf } from './course-learning-page';

/**
 * Spec §2 /exam/learncourseware/detail?coursewareId=…: the learning screen focused on one
 * courseware; its course comes from the session the server answers (or `courseId` when the link
 * gives it, so a refusal before any session can still be settled).
 */
export function CoursewareLearningPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const coursewareId = query.get('coursewareId') ?? '';
  const courseId = query.get('courseId');
  if (!coursewareId)
    return <Alert type="warning" showIcon title={t('course-learning:noCourseware')} />;
  return (
    <LearningScreen
      courseId={courseId}
      coursewareId={coursewareId}
      at={atOf(query)}
      focused
      onOpen={(id) => {
        if (courseId) void navigate(courseLearningPath(courseId, id));
      }}
    />
  );
}
