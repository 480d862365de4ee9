import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { CheckInPaths, clockPath } from '../check-in.feature';
import { CheckInCalendar } from '../components/check-in-calendar';
import { CheckInRules } from '../components/check-in-rules';
import { PlanState } from '../components/plan-state';
import { PlanPage } from './plan-page';

/**
 * Spec §2 /clock/detail: the learner's progress on a plan: the calendar of its period, the
 * streak, days done and missed, make-ups used and left, credits; today and missed days open
 * their tasks.
 */
export function ClockDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PlanPage>
      {(plan) => {
        const { progress } = plan;
        const openDay = (day: string) =>
          void navigate(
            clockPath(CheckInPaths.EXERCISE, plan.planId, day === plan.today ? {} : { day }),
          );
        return (
          <>
            <div className="lectern-clock-head">
              <Typography.Title level={2}>
                <TenantText>{plan.name}</TenantText>
              </Typography.Title>
              <PlanState plan={plan} />
            </div>
            {!progress ? (
              <>
                <Alert type="info" showIcon title={t('check-in:detail.notJoined')} />
                <div className="lectern-clock-actions">
                  <Button
                    type="primary"
                    onClick={() => void navigate(clockPath(CheckInPaths.JOIN, plan.planId))}
                  >
                    {t('check-in:actions.join')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <div className="lectern-clock-figures">
                  <Statistic title={t('check-in:progress.streak')} value={plan.streak} />
                  <Statistic title={t('check-in:progress.doneDays')} value={plan.doneDays} />
                  <Statistic
                    title={t('check-in:progress.missedDays')}
                    value={progress.missedDays}
                  />
                  <Statistic
                    title={t('check-in:progress.makeUps')}
                    value={t('check-in:progress.makeUpsValue', {
                      used: progress.makeUpsUsed,
                      left: progress.makeUpsLeft,
                    })}
                  />
                  <Statistic title={t('check-in:progress.credits')} value={progress.credits} />
                </div>
                <p>{t('check-in:detail.joinedAt', { time: formatDateTime(progress.joinedAt) })}</p>
                <div className="lectern-clock-actions">
                  {plan.openToday && !plan.todayDone && (
                    <Button type="primary" onClick={() => openDay(plan.today)}>
                      {t('check-in:actions.checkInToday')}
                    </Button>
                  )}
                  {plan.todayDone && (
                    <Button
                      onClick={() =>
                        void navigate(
                          clockPath(CheckInPaths.FINISH, plan.planId, { day: plan.today }),
                        )
                      }
                    >
                      {t('check-in:actions.todayResult')}
                    </Button>
                  )}
                </div>
                <section aria-labelledby="lectern-clock-calendar">
                  <Typography.Title level={4} id="lectern-clock-calendar" style={{ marginTop: 24 }}>
                    {t('check-in:detail.calendar')}
                  </Typography.Title>
                  <CheckInCalendar
                    calendar={progress.calendar}
                    makeUpsLeft={progress.makeUpsLeft}
                    onOpen={({ day }) => openDay(day)}
                  />
                </section>
              </>
            )}
            <section aria-labelledby="lectern-clock-rules">
              <Typography.Title level={4} id="lectern-clock-rules" style={{ marginTop: 24 }}>
                {t('check-in:preview.rules')}
              </Typography.Title>
              <CheckInRules plan={plan} />
            </section>
          </>
        );
      }}
    </PlanPage>
  );
}
