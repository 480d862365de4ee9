import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tooltip from 'antd/es/tooltip';
import type { TCourseDetail, TCoursewareItem } from '@lectern/contracts/courses/courses';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { useOpenCourse } from '../hooks/use-open-course';
import { CoursewareKindIcon, coursewareSize } from './courseware-kind';
import { CoursewareFavouriteStar } from './favourite-star';

type TCoursewareRowProps = {
  courseware: TCoursewareItem;
  number: number;
  /** The learner may open it: the course is redeemed and nothing before it is unfinished. */
  reachable: boolean;
  /** A courseware is being opened: the others wait. */
  busy: boolean;
  onOpen: (coursewareId: string) => void;
};

function CatalogueRow({ courseware, number, reachable, busy, onOpen }: TCoursewareRowProps) {
  const { t } = useTranslation();
  const size = coursewareSize(courseware, t);
  const completed = courseware.progress.completedAt !== null;
  const name = <TenantText>{courseware.name}</TenantText>;
  return (
    <li className="lectern-catalogue__row">
      <span className="lectern-catalogue__number" aria-hidden="true">
        {number}
      </span>
      <CoursewareKindIcon kind={courseware.kind} />
      <div className="lectern-catalogue__main">
        {reachable ? (
          <Button
            type="link"
            className="lectern-catalogue__open"
            disabled={busy}
            onClick={() => onOpen(courseware.coursewareId)}
          >
            {name}
          </Button>
        ) : (
          <span className="lectern-catalogue__name">{name}</span>
        )}
        <span className="lectern-catalogue__meta">
          {t(`courses:kind.${courseware.kind}`)}
          {size && <> · {size}</>}
        </span>
      </div>
      <div className="lectern-catalogue__state">
        {courseware.locked ? (
          <Tooltip title={t('courses:catalogue.lockedHint')}>
            <span
              className="lectern-catalogue__locked"
              role="img"
              aria-label={t('courses:catalogue.locked')}
            >
              <LockOutlined aria-hidden />
            </span>
          </Tooltip>
        ) : completed ? (
          <span className="lectern-catalogue__completed">
            <CheckCircleFilled aria-hidden /> {t('courses:catalogue.completed')}
          </span>
        ) : (
          <Progress
            className="lectern-catalogue__progress"
            percent={Math.floor(courseware.progress.progress)}
            size="small"
            aria-label={t('courses:catalogue.progress', { name: courseware.name })}
          />
        )}
      </div>
      <CoursewareFavouriteStar
        coursewareId={courseware.coursewareId}
        name={courseware.name}
        favourite={courseware.favourite}
      />
    </li>
  );
}

/**
 * Spec §3 catalogue: the courseware in order with kind, duration or page count, progress,
 * completion and a star; a locked one (learned in order, 300520) waits for those before it.
 */
export function CourseCatalogue({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const open = useOpenCourse(course);
  const redeemed = course.pointsPrice === 0 || course.redeemed;
  if (course.coursewares.length === 0) {
    return <EmptyList description={t('courses:catalogue.empty')} />;
  }
  return (
    <>
      {!redeemed && <p className="lectern-catalogue__hint">{t('courses:catalogue.redeemFirst')}</p>}
      <ol className="lectern-catalogue" aria-label={t('courses:tabs.catalogue')}>
        {course.coursewares.map((courseware, index) => (
          <CatalogueRow
            key={courseware.coursewareId}
            courseware={courseware}
            number={index + 1}
            reachable={redeemed && !courseware.locked}
            busy={open.isPending}
            onOpen={(coursewareId) => open.learn(coursewareId)}
          />
        ))}
      </ol>
    </>
  );
}
