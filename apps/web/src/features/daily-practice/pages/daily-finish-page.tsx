import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDuration } from '@/lib/format';
import { useDailyPracticeResult } from '../api/get-daily-practice-result';
import { DailyPracticePaths, dailyPath } from '../daily-practice.feature';
import '../components/daily-practice.css';

/** Spec §2 /daily/finish: the finished day's score, correct answers, time and credits. */
export function DailyFinishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const dailyId = query.get('dailyId') ?? '';
  const day = query.get('day') ?? undefined;
  const result = useDailyPracticeResult(dailyId, day);
  const toList = (
    <Button onClick={() => void navigate(DailyPracticePaths.LIST)}>
      {t('daily-practice:actions.back')}
    </Button>
  );

  if (!dailyId || result.isError) {
    return (
      <main className="lectern-daily-screen">
        <Alert
          type="error"
          showIcon
          title={
            dailyId ? errorMessage(errorCodeOf(result.error)) : t('daily-practice:finish.noDaily')
          }
        />
        <div>{toList}</div>
      </main>
    );
  }
  if (!result.data) return <PageLoading />;
  const finished = result.data;
  return (
    <main
      className="lectern-daily-screen lectern-daily-finish"
      aria-labelledby="lectern-daily-finish-title"
    >
      <Result
        status="success"
        title={
          <h1 id="lectern-daily-finish-title" style={{ fontSize: 24, margin: 0 }}>
            {t('daily-practice:finish.title')}
          </h1>
        }
        subTitle={
          <>
            <TenantText>{finished.name}</TenantText> · {finished.day}
          </>
        }
        extra={
          <div className="lectern-daily-actions lectern-daily-finish__actions">
            <Button
              type="primary"
              onClick={() =>
                void navigate(
                  dailyPath(DailyPracticePaths.RANKINGS, finished.dailyId, { period: 'day' }),
                )
              }
            >
              {t('daily-practice:finish.rankings')}
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
              key: 'score',
              label: t('daily-practice:finish.score'),
              children: t('daily-practice:detail.scoreOf', {
                score: finished.score,
                total: finished.questionCount,
              }),
            },
            {
              key: 'correct',
              label: t('daily-practice:finish.correct'),
              children: t('daily-practice:finish.correctOf', {
                correct: finished.correctCount,
                total: finished.questionCount,
              }),
            },
            {
              key: 'time',
              label: t('daily-practice:finish.time'),
              children: formatDuration(Math.round(finished.timeSpentMs / 1000), t),
            },
            {
              key: 'credits',
              label: t('daily-practice:finish.credits'),
              children: t('daily-practice:finish.creditsValue', { credits: finished.credits }),
            },
          ]}
        />
      </Result>
    </main>
  );
}
