import type { TPracticeTaskSummary } from '@lectern/contracts/practice/practice';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDuration } from '@/lib/format';
import { PracticePaths } from '../practice.feature';

type TPracticeTaskCardProps = {
  task: TPracticeTaskSummary;
  onAddMine: (task: TPracticeTaskSummary) => void;
  adding: boolean;
};

/** Spec §3 'Question bank / exercise': name, category, level, progress, correct rate, time, cost. */
export function PracticeTaskCard({ task, onAddMine, adding }: TPracticeTaskCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const percent =
    task.questionCount === 0 ? 0 : Math.floor((task.answeredCount / task.questionCount) * 100);
  return (
    <li>
      <Card size="small">
        <article aria-labelledby={titleId}>
          <div className="lectern-practice-card__head">
            <h3 id={titleId}>
              <TenantText>{task.name}</TenantText>
            </h3>
            {task.mine && <Tag color="blue">{t('practice:card.mine')}</Tag>}
          </div>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              {
                key: 'category',
                label: t('practice:card.category'),
                children: task.classifyName ? (
                  <TenantText>{task.classifyName}</TenantText>
                ) : (
                  t('practice:card.unclassified')
                ),
              },
              { key: 'level', label: t('practice:card.level'), children: task.level },
              {
                key: 'total',
                label: t('practice:card.total'),
                children: t('practice:card.questions', { number: task.questionCount }),
              },
              {
                key: 'rate',
                label: t('practice:card.correctRate'),
                children: `${task.correctRate}%`,
              },
              {
                key: 'time',
                label: t('practice:card.timeSpent'),
                children: formatDuration(Math.round(task.timeSpentMs / 1000), t),
              },
              {
                key: 'cost',
                label: t('practice:card.cost'),
                children:
                  task.cost > 0
                    ? t('practice:card.price', { amount: task.cost })
                    : t('practice:card.free'),
              },
            ]}
          />
          <Progress
            percent={percent}
            format={() =>
              t('practice:card.progress', {
                answered: task.answeredCount,
                total: task.questionCount,
              })
            }
            aria-label={t('practice:card.progressLabel')}
          />
          <div className="lectern-practice-card__actions">
            <Button
              type="primary"
              onClick={() =>
                void navigate(`${PracticePaths.PRACTICE}?taskId=${encodeURIComponent(task.taskId)}`)
              }
            >
              {t('practice:card.open')}
            </Button>
            {!task.mine && (
              <Button loading={adding} onClick={() => onAddMine(task)}>
                {t('practice:card.addMine')}
              </Button>
            )}
          </div>
        </article>
      </Card>
    </li>
  );
}
