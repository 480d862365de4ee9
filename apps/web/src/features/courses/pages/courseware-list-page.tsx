import { useTranslation } from 'react-i18next';
import { CoursewareCatalogue } from '../components/courseware-catalogue';
import '../components/courses.css';

/** Spec §2 /exam/learncourseware: all courseware of the open courses, by name and kind. */
export function CoursewareListPage() {
  const { t } = useTranslation();
  return <CoursewareCatalogue group="all" title={t('courses:coursewareList.title')} />;
}
