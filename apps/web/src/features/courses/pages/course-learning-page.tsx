import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LearningScreen } from '../components/learning/learning-screen';

/** The `at` query: a second or page, else null. */
export const atOf = (query: URLSearchParams) => {
  const value = Number(query.get('at') ?? '');
  return query.has('at') && Number.isInteger(value) && value >= 0 ? value : null;
};

/**
 * Spec §2 /exam/learn/course/detail?courseId=…[&coursewareId=…][&at=…]: learning a course, the
 * courseware asked for (else the first to learn), at a note's second or page when `at` says.
 */
export function CourseLearningPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const courseId = query.get('courseId') ?? '';
  if (!courseId) return <Alert type="warning" showIcon title={t('course-learning:noCourse')} />;
  return (
    <LearningScreen
      courseId={courseId}
      coursewareId={query.get('coursewareId')}
      at={atOf(query)}
      focused={false}
      onOpen={(coursewareId) =>
        setQuery(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set('coursewareId', coursewareId);
            next.delete('at');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
