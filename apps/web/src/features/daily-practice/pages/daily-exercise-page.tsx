import type { TPostStartDailyPracticeResponse } from '@lectern/contracts/daily-practice/post-start-daily-practice';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useStartDailyPractice } from '../api/daily-practice-mutations';
import { DailyScreen } from '../components/daily-screen';
import { DailyPracticePaths, dailyPath } from '../daily-practice.feature';
import '../components/daily-practice.css';

/**
 * Spec §2 /exam/daily-exercise/exercise: today's questions, entered again on every visit so that
 * a reload continues where the learner was; finishing opens /daily/finish.
 */
export function DailyExercisePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const dailyId = query.get('dailyId') ?? '';
  const start = useStartDailyPractice();
  const [day, setDay] = useState<TPostStartDailyPracticeResponse | null>(null);
  const { mutate: enter } = start;

  useEffect(() => {
    if (dailyId) enter(dailyId, { onSuccess: setDay });
  }, [enter, dailyId]);

  const back = (
    <div>
      <Button
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ paddingInline: 0 }}
        onClick={() => void navigate(DailyPracticePaths.LIST)}
      >
        {t('daily-practice:actions.back')}
      </Button>
    </div>
  );

  if (!dailyId || start.isError) {
    return (
      <div className="lectern-daily-screen">
        {back}
        <Alert
          type="error"
          showIcon
          title={
            dailyId ? errorMessage(errorCodeOf(start.error)) : t('daily-practice:finish.noDaily')
          }
        />
      </div>
    );
  }
  if (!day) return <PageLoading />;
  return (
    <>
      <div className="lectern-daily-screen" style={{ paddingBottom: 0 }}>
        {back}
      </div>
      <DailyScreen
        day={day}
        onFinished={(result) =>
          void navigate(dailyPath(DailyPracticePaths.FINISH, result.dailyId, { day: result.day }))
        }
      />
    </>
  );
}
