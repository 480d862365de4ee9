import type { TGetCheckInPlanResponse } from '@lectern/contracts/check-in/get-check-in-plan';
import Alert from 'antd/es/alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useCheckInPlan } from '../api/get-check-in-plan';
import { CheckInPaths } from '../check-in.feature';
import '../components/check-in.css';

/** A page of the plan named by `?planId`: its loading and failure, then `children` with it. */
export function PlanPage({ children }: { children: (plan: TGetCheckInPlanResponse) => ReactNode }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const planId = query.get('planId') ?? '';
  const plan = useCheckInPlan(planId);
  const back = <Link to={CheckInPaths.LIST}>{t('check-in:actions.back')}</Link>;
  if (!planId || plan.isError) {
    return (
      <div className="lectern-page">
        {back}
        <Alert
          type="error"
          showIcon
          title={planId ? errorMessage(errorCodeOf(plan.error)) : t('check-in:noPlan')}
        />
      </div>
    );
  }
  if (!plan.data) return <PageLoading />;
  return (
    <div className="lectern-page">
      {back}
      {children(plan.data)}
    </div>
  );
}
