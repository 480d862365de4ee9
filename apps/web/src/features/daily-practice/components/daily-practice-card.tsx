import {
  DailyDayState,
  type TDailyPracticeSummary,
} from '@lectern/contracts/daily-practice/daily-practice';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { DailyPracticePaths, dailyPath } from '../daily-practice.feature';
import { DailyRules } from './daily-rules';

const stateColours = {
  [DailyDayState.NOT_STARTED]: 'default',
  [DailyDayState.IN_PROGRESS]: 'processing',
  [DailyDayState.FINISHED]: 'success',
} as const;

/** Today's state of a daily practice, as a tag. */
export function TodayTag({ daily }: { daily: TDailyPracticeSummary }) {
  const { t } = useTranslation();
  if (!daily.openToday && daily.todayState === DailyDayState.NOT_STARTED) {
    return <Tag>{t('daily-practice:state.closed')}</Tag>;
  }
  return (
    <Tag color={stateColours[daily.todayState]}>
      {t(`daily-practice:state.${daily.todayState}`)}
    </Tag>
  );
}

/** The action of today: start, continue, or see the result; none while it is closed. */
export function TodayAction({ daily }: { daily: TDailyPracticeSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (daily.todayState === DailyDayState.FINISHED) {
    return (
      <Button
        type="primary"
        onClick={() =>
          void navigate(dailyPath(DailyPracticePaths.FINISH, daily.dailyId, { day: daily.today }))
        }
      >
        {t('daily-practice:actions.result')}
      </Button>
    );
  }
  if (daily.todayState === DailyDayState.NOT_STARTED && !daily.openToday) return null;
  return (
    <Button
      type="primary"
      onClick={() => void navigate(dailyPath(DailyPracticePaths.EXERCISE, daily.dailyId))}
    >
      {daily.todayState === DailyDayState.IN_PROGRESS
        ? t('daily-practice:actions.continue')
        : t('daily-practice:actions.start')}
    </Button>
  );
}

/** A daily practice of the list: its rules, the learner's streak and today's action. */
export function DailyPracticeCard({ daily }: { daily: TDailyPracticeSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <li>
      <Card size="small">
        <article aria-labelledby={titleId}>
          <div className="lectern-daily-card__head">
            <h3 id={titleId}>
              <TenantText>{daily.name}</TenantText>
            </h3>
            <TodayTag daily={daily} />
          </div>
          {daily.description && (
            <p className="lectern-daily-card__description">
              <TenantText>{daily.description}</TenantText>
            </p>
          )}
          <DailyRules daily={daily} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'streak', label: t('daily-practice:rules.streak'), children: daily.streak },
              {
                key: 'finished',
                label: t('daily-practice:rules.finishedDays'),
                children: daily.finishedDays,
              },
            ]}
          />
          <div className="lectern-daily-actions">
            <TodayAction daily={daily} />
            <Button
              onClick={() => void navigate(dailyPath(DailyPracticePaths.DETAIL, daily.dailyId))}
            >
              {t('daily-practice:actions.detail')}
            </Button>
            <Button
              onClick={() => void navigate(dailyPath(DailyPracticePaths.RANKINGS, daily.dailyId))}
            >
              {t('daily-practice:actions.rankings')}
            </Button>
          </div>
        </article>
      </Card>
    </li>
  );
}
