import type { TDailyPracticeRules } from '@lectern/contracts/daily-practice/daily-practice';
import Descriptions from 'antd/es/descriptions';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const datesOf = ({ startsOn, endsOn }: TDailyPracticeRules, t: TFunction) => {
  if (startsOn && endsOn) return t('daily-practice:rules.range', { from: startsOn, to: endsOn });
  if (startsOn) return t('daily-practice:rules.from', { day: startsOn });
  if (endsOn) return t('daily-practice:rules.until', { day: endsOn });
  return t('daily-practice:rules.always');
};

/** The rules of a daily practice: questions a day, credits, dates. */
export function DailyRules({ daily }: { daily: TDailyPracticeRules }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        {
          key: 'questions',
          label: t('daily-practice:rules.questionsPerDay'),
          children: t('daily-practice:rules.questions', {
            number: Math.min(daily.questionsPerDay, daily.poolSize),
          }),
        },
        {
          key: 'credits',
          label: t('daily-practice:rules.credits'),
          children: t('daily-practice:rules.creditsRule', {
            finish: daily.creditsForFinish,
            perCorrect: daily.creditsPerCorrect,
          }),
        },
        { key: 'dates', label: t('daily-practice:rules.dates'), children: datesOf(daily, t) },
      ]}
    />
  );
}
