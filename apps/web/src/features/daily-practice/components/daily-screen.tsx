import type { TPostFinishDailyPracticeResponse } from '@lectern/contracts/daily-practice/post-finish-daily-practice';
import type { TPostStartDailyPracticeResponse } from '@lectern/contracts/daily-practice/post-start-daily-practice';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgedQuestion } from '@/components/questions/judged-question';
import { questionsRemainRefusal, useJudgedRound } from '@/components/questions/use-judged-round';
import { TenantText } from '@/components/ui/tenant-text';
import { useFinishDailyPractice, useSaveDailyAnswer } from '../api/daily-practice-mutations';

type TDailyScreenProps = {
  day: TPostStartDailyPracticeResponse;
  onFinished: (result: TPostFinishDailyPracticeResponse) => void;
};

/**
 * Spec §2 /exam/daily-exercise/exercise: today's questions one at a time, each saved with a rising
 * seq and judged at once (right or wrong, the key and the analysis). Finishing needs every
 * question answered (309150).
 */
export function DailyScreen({ day, onFinished }: TDailyScreenProps) {
  const { t } = useTranslation();
  const { index, setIndex, item, total, judged, draft, setDraft, nextSeq, keep } =
    useJudgedRound(day);
  const [finishRefusal, setFinishRefusal] = useState<string | null>(null);
  const save = useSaveDailyAnswer();
  const finish = useFinishDailyPractice();

  if (!item) return null;
  const questionId = item.view.questionId;

  const submit = () => {
    if (draft === null) return;
    save.mutate(
      { dailyId: day.dailyId, questionId, seq: nextSeq(), answer: draft },
      { onSuccess: keep },
    );
  };

  const finishDay = () => {
    setFinishRefusal(null);
    finish.mutate(day.dailyId, {
      onSuccess: onFinished,
      onError: (error) => setFinishRefusal(questionsRemainRefusal(error)),
    });
  };

  return (
    <main className="lectern-daily-screen" aria-labelledby="lectern-daily-title">
      <div className="lectern-daily-screen__bar">
        <h1 id="lectern-daily-title" style={{ margin: 0, fontSize: 20 }}>
          <TenantText>{day.name}</TenantText>
        </h1>
        <span>{t('daily-practice:screen.today', { day: day.day })}</span>
      </div>
      <Progress
        percent={Math.floor((judged.size / total) * 100)}
        format={() => t('daily-practice:screen.progress', { answered: judged.size, total })}
        aria-label={t('daily-practice:screen.progressLabel')}
      />
      <JudgedQuestion
        key={questionId}
        question={item.view}
        number={String(index + 1)}
        judged={judged.get(questionId)}
        draft={draft}
        onDraft={setDraft}
        onSubmit={submit}
        saving={save.isPending}
      />
      <div className="lectern-daily-screen__nav">
        <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('daily-practice:screen.previous')}
        </Button>
        <span>{t('daily-practice:screen.position', { number: index + 1, total })}</span>
        <Button disabled={index === total - 1} onClick={() => setIndex(index + 1)}>
          {t('daily-practice:screen.next')}
        </Button>
      </div>
      {finishRefusal && <Alert type="warning" showIcon title={finishRefusal} />}
      <div className="lectern-daily-screen__nav" style={{ justifyContent: 'flex-end' }}>
        <Button type="primary" loading={finish.isPending} onClick={finishDay}>
          {t('daily-practice:screen.finish')}
        </Button>
      </div>
    </main>
  );
}
