import { useTranslation } from 'react-i18next';
import { round } from '@/lib/format';

/** The answer rate in percent, rounded as spec §9 rounds (2 decimals). */
export const answerRate = (answered: number, total: number) =>
  total === 0 ? 0 : round((answered * 100) / total);

/** Spec §2 submit confirmation: total questions, answered count and answer rate %. */
export function SubmitSummary({ total, answered }: { total: number; answered: number }) {
  const { t } = useTranslation();
  const unanswered = total - answered;
  return (
    <div className="lectern-submit-summary">
      <dl>
        <div>
          <dt>{t('exam-answering:submit.total')}</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>{t('exam-answering:submit.answered')}</dt>
          <dd>{answered}</dd>
        </div>
        <div>
          <dt>{t('exam-answering:submit.rate')}</dt>
          <dd>{t('exam-answering:submit.percent', { rate: answerRate(answered, total) })}</dd>
        </div>
      </dl>
      {unanswered > 0 && (
        <p className="lectern-submit-summary__warning">
          {t('exam-answering:submit.unanswered', { count: unanswered })}
        </p>
      )}
    </div>
  );
}
