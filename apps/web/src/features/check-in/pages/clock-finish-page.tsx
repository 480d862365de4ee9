import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCheckInResult } from '../api/get-check-in-result';
import { CheckInPaths, clockPath } from '../check-in.feature';
import '../components/check-in.css';

/** Spec §2 /clock/finish: the checked-in day: the streak now, the credits earned, the answers. */
export function ClockFinishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const planId = query.get('planId') ?? '';
  const day = query.get('day') ?? '';
  const result = useCheckInResult(planId, day);
  const toList = (
    <Button onClick={() => void navigate(CheckInPaths.LIST)}>{t('check-in:actions.back')}</Button>
  );

  if (!planId || !day || result.isError) {
    return (
      <main className="lectern-clock-screen">
        <Alert
          type="error"
          showIcon
          title={planId && day ? errorMessage(errorCodeOf(result.error)) : t('check-in:noPlan')}
        />
        <div>{toList}</div>
      </main>
    );
  }
  if (!result.data) return <PageLoading />;
  const finished = result.data;
  return (
    <main className="lectern-clock-screen" aria-labelledby="lectern-clock-finish-title">
      <Result
        status="success"
        title={
          <h1 id="lectern-clock-finish-title" style={{ fontSize: 24, margin: 0 }}>
            {finished.makeUp ? t('check-in:finish.madeUp') : t('check-in:finish.title')}
          </h1>
        }
        subTitle={
          <>
            <TenantText>{finished.name}</TenantText> · {finished.day}
          </>
        }
        extra={
          <div className="lectern-clock-actions" style={{ justifyContent: 'center' }}>
            <Button
              type="primary"
              onClick={() => void navigate(clockPath(CheckInPaths.DETAIL, finished.planId))}
            >
              {t('check-in:actions.progress')}
            </Button>
            {toList}
          </div>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            {
              key: 'streak',
              label: t('check-in:progress.streak'),
              children: t('check-in:finish.streakValue', { count: finished.streak }),
            },
            {
              key: 'credits',
              label: t('check-in:finish.credits'),
              children: t('check-in:finish.creditsValue', { credits: finished.credits }),
            },
            ...(finished.questionCount > 0
              ? [
                  {
                    key: 'correct',
                    label: t('check-in:finish.correct'),
                    children: t('check-in:finish.correctOf', {
                      correct: finished.correctCount,
                      total: finished.questionCount,
                    }),
                  },
                ]
              : []),
            {
              key: 'done',
              label: t('check-in:progress.doneDays'),
              children: finished.doneDays,
            },
            {
              key: 'time',
              label: t('check-in:finish.checkedInAt'),
              children: formatDateTime(finished.checkedInAt),
            },
          ]}
        />
      </Result>
    </main>
  );
}
