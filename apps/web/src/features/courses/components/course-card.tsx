import type { TCourseSummary } from '@lectern/contracts/courses/courses';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDuration } from '@/lib/format';
import { coursePath } from '../courses.feature';
import { CourseCover } from './course-cover';
import { CourseFacts } from './course-facts';
import { CourseFavouriteStar } from './favourite-star';
import { StarScore } from './star-score';

/**
 * Spec §3 course in the catalogue: cover, name, type, credit and price, courseware and their
 * length, learners and views, comment score, the learner's progress and star. The whole card
 * opens the course (its title's link covers it); the star sits above that link.
 */
export function CourseCard({ course }: { course: TCourseSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="lectern-course-card">
      <article aria-labelledby={titleId}>
        <CourseCover name={course.name} coverUrl={course.coverUrl} />
        <div className="lectern-course-card__body">
          <div className="lectern-course-card__head">
            <h3 id={titleId} className="lectern-course-card__title">
              <Link to={coursePath(course.courseId)}>
                <TenantText>{course.name}</TenantText>
              </Link>
            </h3>
            <CourseFavouriteStar
              courseId={course.courseId}
              name={course.name}
              favourite={course.favourite}
            />
          </div>
          <CourseFacts course={course} />
          <p className="lectern-course-card__meta">
            {t('courses:card.coursewares', { number: course.coursewareCount })}
            {course.totalDurationSeconds > 0 && (
              <> · {formatDuration(course.totalDurationSeconds, t)}</>
            )}
          </p>
          <p className="lectern-course-card__meta">
            {t('courses:card.learners', { number: course.learnedCount })} ·{' '}
            {t('courses:card.clicks', { number: course.clickCount })}
          </p>
          <StarScore
            score={course.commentInfo.averageScore}
            count={course.commentInfo.totalCount}
          />
          <div className="lectern-course-card__progress">
            {course.finished ? (
              <Tag color="success">{t('courses:progress.finished')}</Tag>
            ) : course.progress > 0 ? (
              <Progress
                percent={Math.floor(course.progress)}
                size="small"
                aria-label={t('courses:progress.label')}
              />
            ) : (
              <span className="lectern-course-card__not-started">
                {t('courses:progress.notStarted')}
              </span>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
