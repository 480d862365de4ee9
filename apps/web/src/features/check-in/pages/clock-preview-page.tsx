import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { CheckInPaths, clockPath } from '../check-in.feature';
import { CheckInRules } from '../components/check-in-rules';
import { DayTasks } from '../components/day-tasks';
import { PlanState } from '../components/plan-state';
import { PlanPage } from './plan-page';

/** Spec §2 /clock/preview: a plan before joining it: its rules and what its days ask. */
export function ClockPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PlanPage>
      {(plan) => (
        <>
          <div className="lectern-clock-head">
            <Typography.Title level={2}>
              <TenantText>{plan.name}</TenantText>
            </Typography.Title>
            <PlanState plan={plan} />
          </div>
          {plan.description && (
            <p className="lectern-clock-description">
              <TenantText>{plan.description}</TenantText>
            </p>
          )}
          <section aria-labelledby="lectern-clock-rules">
            <Typography.Title level={4} id="lectern-clock-rules">
              {t('check-in:preview.rules')}
            </Typography.Title>
            <CheckInRules plan={plan} />
          </section>
          <section aria-labelledby="lectern-clock-days">
            <Typography.Title level={4} id="lectern-clock-days">
              {t('check-in:preview.tasks')}
            </Typography.Title>
            <DayTasks days={plan.days} />
          </section>
          <div className="lectern-clock-actions">
            {plan.joined ? (
              <Button
                type="primary"
                onClick={() => void navigate(clockPath(CheckInPaths.DETAIL, plan.planId))}
              >
                {t('check-in:actions.progress')}
              </Button>
            ) : (
              !plan.ended && (
                <Button
                  type="primary"
                  onClick={() => void navigate(clockPath(CheckInPaths.JOIN, plan.planId))}
                >
                  {t('check-in:actions.join')}
                </Button>
              )
            )}
          </div>
        </>
      )}
    </PlanPage>
  );
}
