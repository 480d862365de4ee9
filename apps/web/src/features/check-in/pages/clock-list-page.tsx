import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useCheckInPlans } from '../api/get-check-in-plans';
import { PlanCard } from '../components/plan-card';
import '../components/check-in.css';

/** Spec §2 /clock: the tenant's check-in plans, each with the learner's today and streak. */
export function ClockListPage() {
  const { t } = useTranslation();
  const plans = useCheckInPlans();
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('check-in:list.title')}</Typography.Title>
      {plans.isError ? (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(plans.error))} />
      ) : !plans.data ? (
        <PageLoading />
      ) : plans.data.list.length === 0 ? (
        <EmptyList description={t('check-in:list.empty')} />
      ) : (
        <ul className="lectern-clock-list">
          {plans.data.list.map((plan) => (
            <PlanCard key={plan.planId} plan={plan} />
          ))}
        </ul>
      )}
    </div>
  );
}
