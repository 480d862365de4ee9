import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import Progress from 'antd/es/progress';
import type { TCoursewareListItem } from '@lectern/contracts/courses/get-courseware-list';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { coursePath, coursewareLearningPath } from '../courses.feature';
import { CoursewareKindIcon, coursewareSize } from './courseware-kind';
import { CoursewareFavouriteStar } from './favourite-star';

/**
 * A courseware of the courseware list, the resource library or the favourites: its kind, name
 * (opening it on its own), course, length, learners, the learner's progress and star.
 */
export function CoursewareRow({ courseware }: { courseware: TCoursewareListItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  const size = coursewareSize(courseware, t);
  return (
    <li className="lectern-courseware-row">
      <article aria-labelledby={titleId} className="lectern-courseware-row__article">
        <CoursewareKindIcon kind={courseware.kind} />
        <div className="lectern-courseware-row__main">
          <h3 id={titleId} className="lectern-courseware-row__title">
            <Link to={coursewareLearningPath(courseware.coursewareId, courseware.courseId)}>
              <TenantText>{courseware.name}</TenantText>
            </Link>
          </h3>
          <p className="lectern-courseware-row__meta">
            {t(`courses:kind.${courseware.kind}`)}
            {size && <> · {size}</>} ·{' '}
            {t('courses:courseware.completedBy', { number: courseware.learnedCount })}
          </p>
          <p className="lectern-courseware-row__meta">
            {t('courses:courseware.course')}{' '}
            <Link to={coursePath(courseware.courseId)}>
              <TenantText>{courseware.courseName}</TenantText>
            </Link>
          </p>
        </div>
        <div className="lectern-courseware-row__state">
          {courseware.progress.completedAt !== null ? (
            <span className="lectern-catalogue__completed">
              <CheckCircleFilled aria-hidden /> {t('courses:catalogue.completed')}
            </span>
          ) : (
            courseware.progress.progress > 0 && (
              <Progress
                percent={Math.floor(courseware.progress.progress)}
                size="small"
                aria-label={t('courses:catalogue.progress', { name: courseware.name })}
              />
            )
          )}
        </div>
        <CoursewareFavouriteStar
          coursewareId={courseware.coursewareId}
          name={courseware.name}
          favourite={courseware.favourite}
        />
      </article>
    </li>
  );
}
