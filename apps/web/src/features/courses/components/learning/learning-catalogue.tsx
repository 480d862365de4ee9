import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import type { TCoursewareItem } from '@lectern/contracts/courses/courses';
import Progress from 'antd/es/progress';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';
import { CoursewareKindIcon, coursewareSize } from '../courseware-kind';

/**
 * Spec §3 catalogue of courseware with durations and page counts: each one's progress, whether it
 * is completed or locked (learned in order), the one being learned marked.
 */
export function LearningCatalogue({
  coursewares,
  currentId,
  onOpen,
}: {
  coursewares: readonly TCoursewareItem[];
  currentId: string | null;
  onOpen: (coursewareId: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <nav className="lectern-learning-panel lectern-learning-catalogue" aria-labelledby={titleId}>
      <h2 id={titleId} className="lectern-learning-panel__title">
        {t('course-learning:catalogue.title')}
      </h2>
      <ol className="lectern-learning-catalogue__list">
        {coursewares.map((courseware, index) => {
          const completed = courseware.progress.completedAt !== null;
          const current = courseware.coursewareId === currentId;
          return (
            <li key={courseware.coursewareId}>
              <button
                type="button"
                className={`lectern-learning-catalogue__item${current ? ' lectern-learning-catalogue__item--current' : ''}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => onOpen(courseware.coursewareId)}
              >
                <span className="lectern-learning-catalogue__number">{index + 1}</span>
                <CoursewareKindIcon kind={courseware.kind} />
                <span className="lectern-learning-catalogue__body">
                  <span className="lectern-learning-catalogue__name">
                    <TenantText>{courseware.name}</TenantText>
                  </span>
                  <span className="lectern-learning-catalogue__meta">
                    {[t(`courses:kind.${courseware.kind}`), coursewareSize(courseware, t)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <Progress
                    percent={Math.floor(courseware.progress.progress)}
                    size="small"
                    status={completed ? 'success' : 'normal'}
                    aria-label={t('course-learning:catalogue.progress')}
                  />
                </span>
                <span className="lectern-learning-catalogue__state">
                  {completed ? (
                    <>
                      <CheckCircleFilled aria-hidden /> {t('course-learning:catalogue.completed')}
                    </>
                  ) : courseware.locked ? (
                    <>
                      <LockOutlined aria-hidden /> {t('course-learning:catalogue.locked')}
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
