import type { TCheckInPlanSummary } from '@lectern/contracts/check-in/check-in';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** Where a plan stands for the learner, as a tag. */
export function PlanState({ plan }: { plan: TCheckInPlanSummary }) {
  const { t } = useTranslation();
  if (plan.ended) return <Tag>{t('check-in:state.ended')}</Tag>;
  if (!plan.openToday) return <Tag color="blue">{t('check-in:state.upcoming')}</Tag>;
  if (!plan.joined) return <Tag color="gold">{t('check-in:state.notJoined')}</Tag>;
  return plan.todayDone ? (
    <Tag color="success">{t('check-in:state.doneToday')}</Tag>
  ) : (
    <Tag color="processing">{t('check-in:state.toDoToday')}</Tag>
  );
}
