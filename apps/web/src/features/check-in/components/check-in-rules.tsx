import type { TCheckInPlanSummary } from '@lectern/contracts/check-in/check-in';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** The rules of a plan: its period, credits and make-ups. */
export function CheckInRules({ plan }: { plan: TCheckInPlanSummary }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        {
          key: 'period',
          label: t('check-in:rules.period'),
          children: t('check-in:rules.periodValue', {
            from: plan.startsOn,
            to: plan.endsOn,
            count: plan.dayCount,
          }),
        },
        {
          key: 'start',
          label: t('check-in:rules.periodStart'),
          children: formatDateTime(plan.periodStartTimeDate),
        },
        {
          key: 'credits',
          label: t('check-in:rules.credits'),
          children: t('check-in:rules.creditsValue', {
            checkIn: plan.creditsPerCheckIn,
            makeUp: plan.creditsPerMakeUp,
          }),
        },
        {
          key: 'makeUps',
          label: t('check-in:rules.makeUps'),
          children:
            plan.makeUpLimit === 0
              ? t('check-in:rules.noMakeUps')
              : t('check-in:rules.makeUpsValue', { count: plan.makeUpLimit }),
        },
      ]}
    />
  );
}
