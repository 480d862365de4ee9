import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { LearningStatus, type TLearningStatus } from '@lectern/contracts/common/enums';
import type { TCourseDetail } from '@lectern/contracts/courses/courses';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

const statusColours: Record<TLearningStatus, string> = {
  [LearningStatus.NORMAL]: 'success',
  [LearningStatus.PAUSED]: 'warning',
  [LearningStatus.FORBIDDEN]: 'error',
  [LearningStatus.ABNORMAL]: 'error',
};

/** Spec §4 learning status (0–3) as a tag. */
export function LearningStatusTag({ status }: { status: TLearningStatus }) {
  const { t } = useTranslation();
  return <Tag color={statusColours[status]}>{t(`courses:status.${status}`)}</Tag>;
}

/**
 * Spec §3 learning record of the learner's current run: time span in minutes, last learn time,
 * progress, times learned, spec §4 status and the attempts used of those allowed.
 */
export function CourseRun({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const { run } = course;
  return (
    <Card size="small" title={t('courses:run.title')} className="lectern-course-run">
      {run ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'status',
              label: t('courses:run.status'),
              children: <LearningStatusTag status={run.status} />,
            },
            {
              key: 'progress',
              label: t('courses:run.progress'),
              children: (
                <Progress
                  className="lectern-course-run__progress"
                  percent={Math.floor(run.progress)}
                  size="small"
                  aria-label={t('courses:progress.label')}
                />
              ),
            },
            {
              key: 'time',
              label: t('courses:run.learnTime'),
              children: t('courses:minutes', { number: Math.floor(run.learnedSeconds / 60) }),
            },
            {
              key: 'last',
              label: t('courses:run.lastLearnTime'),
              children:
                run.lastLearnAt === null ? t('courses:run.never') : formatDateTime(run.lastLearnAt),
            },
            {
              key: 'times',
              label: t('courses:run.timesLearned'),
              children: run.timesLearned,
            },
            {
              key: 'attempts',
              label: t('courses:run.attempts'),
              children:
                course.rules.attemptsAllowed === null
                  ? t('courses:run.attemptsUnlimited', { used: run.attemptsUsed })
                  : t('courses:run.attemptsOf', {
                      used: run.attemptsUsed,
                      allowed: course.rules.attemptsAllowed,
                    }),
            },
            {
              key: 'started',
              label: t('courses:run.startedAt'),
              children: formatDateTime(run.startedAt),
            },
            ...(run.completedAt === null
              ? []
              : [
                  {
                    key: 'completed',
                    label: t('courses:run.completedAt'),
                    children: formatDateTime(run.completedAt),
                  },
                ]),
          ]}
        />
      ) : (
        <p className="lectern-course-run__none">{t('courses:run.notStarted')}</p>
      )}
    </Card>
  );
}
