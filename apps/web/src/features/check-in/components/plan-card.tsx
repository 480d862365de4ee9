import type { TCheckInPlanSummary } from '@lectern/contracts/check-in/check-in';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { CheckInPaths, clockPath } from '../check-in.feature';
import { CheckInRules } from './check-in-rules';
import { PlanState } from './plan-state';

/** A plan of the list: its rules, the learner's streak and what they can do now. */
export function PlanCard({ plan }: { plan: TCheckInPlanSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const go = (path: string) => void navigate(clockPath(path, plan.planId));
  return (
    <li>
      <Card size="small">
        <article aria-labelledby={titleId}>
          <div className="lectern-clock-head">
            <h3 id={titleId}>
              <TenantText>{plan.name}</TenantText>
            </h3>
            <PlanState plan={plan} />
          </div>
          {plan.description && (
            <p className="lectern-clock-description">
              <TenantText>{plan.description}</TenantText>
            </p>
          )}
          <CheckInRules plan={plan} />
          {plan.joined && (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'streak', label: t('check-in:progress.streak'), children: plan.streak },
                { key: 'done', label: t('check-in:progress.doneDays'), children: plan.doneDays },
              ]}
            />
          )}
          <div className="lectern-clock-actions">
            {plan.joined ? (
              <>
                {plan.openToday && !plan.todayDone && (
                  <Button type="primary" onClick={() => go(CheckInPaths.EXERCISE)}>
                    {t('check-in:actions.checkInToday')}
                  </Button>
                )}
                <Button onClick={() => go(CheckInPaths.DETAIL)}>
                  {t('check-in:actions.progress')}
                </Button>
              </>
            ) : (
              <>
                {!plan.ended && (
                  <Button type="primary" onClick={() => go(CheckInPaths.JOIN)}>
                    {t('check-in:actions.join')}
                  </Button>
                )}
                <Button onClick={() => go(CheckInPaths.PREVIEW)}>
                  {t('check-in:actions.preview')}
                </Button>
              </>
            )}
          </div>
        </article>
      </Card>
    </li>
  );
}
