import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useJoinCheckIn } from '../api/check-in-mutations';
import { CheckInPaths, clockPath } from '../check-in.feature';
import { CheckInRules } from '../components/check-in-rules';
import { PlanPage } from './plan-page';

/** Spec §2 /clock/join: the plan's rules to agree to, then joining it opens the learner's progress. */
export function ClockJoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinCheckIn();
  return (
    <PlanPage>
      {(plan) => {
        const toDetail = () => void navigate(clockPath(CheckInPaths.DETAIL, plan.planId));
        return (
          <Card>
            <Typography.Title level={2}>
              {t('check-in:join.title', { name: plan.name })}
            </Typography.Title>
            {plan.description && (
              <p className="lectern-clock-description">
                <TenantText>{plan.description}</TenantText>
              </p>
            )}
            <CheckInRules plan={plan} />
            <p>{t('check-in:join.explain')}</p>
            {join.isError && (
              <Alert type="error" showIcon title={errorMessage(errorCodeOf(join.error))} />
            )}
            <div className="lectern-clock-actions">
              {plan.joined ? (
                <>
                  <Alert type="success" showIcon title={t('check-in:join.already')} />
                  <Button type="primary" onClick={toDetail}>
                    {t('check-in:actions.progress')}
                  </Button>
                </>
              ) : plan.ended ? (
                <Alert type="warning" showIcon title={t('check-in:join.ended')} />
              ) : (
                <Button
                  type="primary"
                  loading={join.isPending}
                  onClick={() => join.mutate(plan.planId, { onSuccess: toDetail })}
                >
                  {t('check-in:join.confirm')}
                </Button>
              )}
            </div>
          </Card>
        );
      }}
    </PlanPage>
  );
}
