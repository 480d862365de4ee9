import { useTranslation } from 'react-i18next';
import { CoursewareCatalogue } from '../components/courseware-catalogue';
import '../components/courses.css';

/** Spec §2 /exam/learn/resource: the resource library, documents, pictures and rich text. */
export function ResourceLibraryPage() {
  const { t } = useTranslation();
  return <CoursewareCatalogue group="resource" title={t('courses:resources.title')} />;
}
