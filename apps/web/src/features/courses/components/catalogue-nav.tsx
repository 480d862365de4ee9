import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CoursePaths } from '../courses.feature';

/** Spec §2 Learning: courses, courseware and the resource library, one tab each. */
export function CatalogueNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      className="lectern-catalogue-nav"
      activeKey={pathname}
      onChange={(path) => void navigate(path)}
      items={[
        { key: CoursePaths.COURSES, label: t('courses:nav.courses') },
        { key: CoursePaths.COURSEWARES, label: t('courses:nav.coursewares') },
        { key: CoursePaths.RESOURCES, label: t('courses:nav.resources') },
      ]}
    />
  );
}
