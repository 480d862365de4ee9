import { PracticeMode, type TPracticeMode } from '@lectern/contracts/practice/practice';
import type { TPostStartPracticeResponse } from '@lectern/contracts/practice/post-start-practice';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgedQuestion } from '@/components/questions/judged-question';
import { QuestionTools } from '@/components/questions/question-tools';
import { questionsRemainRefusal, useJudgedRound } from '@/components/questions/use-judged-round';
import { TenantText } from '@/components/ui/tenant-text';
import { feedback } from '@/lib/feedback';
import {
  useFinishPractice,
  useResetPractice,
  useSavePracticeAnswer,
} from '../api/practice-mutations';

type TPracticeScreenProps = {
  round: TPostStartPracticeResponse;
  onModeChange: (mode: TPracticeMode) => void;
  onFinished: () => void;
  onReset: () => void;
};

/**
 * Spec §2 practice screen: one question at a time. Each answer is saved with a rising seq and
 * judged at once (answer mode shows right or wrong, the key and the analysis then; recite mode
 * shows them with the question). Finish needs every question answered (309150); reset starts over.
 */
export function PracticeScreen({ round, onModeChange, onFinished, onReset }: TPracticeScreenProps) {
  const { t } = useTranslation();
  const { index, setIndex, item, total, judged, draft, setDraft, nextSeq, keep } =
    useJudgedRound(round);
  const [finishRefusal, setFinishRefusal] = useState<string | null>(null);
  const save = useSavePracticeAnswer();
  const finish = useFinishPractice();
  const reset = useResetPractice();

  if (!item) return null;
  const questionId = item.view.questionId;

  const submit = () => {
    if (draft === null) return;
    save.mutate(
      { taskId: round.taskId, questionId, seq: nextSeq(), answer: draft },
      { onSuccess: keep },
    );
  };

  const finishRound = () => {
    setFinishRefusal(null);
    finish.mutate(round.taskId, {
      onSuccess: onFinished,
      onError: (error) => setFinishRefusal(questionsRemainRefusal(error)),
    });
  };

  const confirmReset = () =>
    void feedback.confirm({
      title: t('practice:screen.resetConfirm.title'),
      content: t('practice:screen.resetConfirm.message'),
      okText: t('practice:screen.resetConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        reset
          .mutateAsync(round.taskId)
          .then(onReset)
          // The api client already told the learner why the reset failed.
          .catch(() => undefined),
    });

  return (
    <main className="lectern-practice-screen" aria-labelledby="lectern-practice-title">
      <div className="lectern-practice-screen__bar">
        <h1 id="lectern-practice-title" style={{ margin: 0, fontSize: 20 }}>
          <TenantText>{round.name}</TenantText>
        </h1>
        <Segmented
          aria-label={t('practice:preview.mode')}
          value={round.mode}
          onChange={(value) => onModeChange(value as TPracticeMode)}
          options={[
            { value: PracticeMode.ANSWER, label: t('practice:mode.answer') },
            { value: PracticeMode.RECITE, label: t('practice:mode.recite') },
          ]}
        />
      </div>
      <Progress
        percent={Math.floor((judged.size / total) * 100)}
        format={() => t('practice:card.progress', { answered: judged.size, total })}
        aria-label={t('practice:card.progressLabel')}
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
        recite={item.key && { key: item.key, analysis: item.analysis }}
      />
      <QuestionTools questionId={questionId} />
      <div className="lectern-practice-screen__nav">
        <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('practice:screen.previous')}
        </Button>
        <span>{t('practice:screen.position', { number: index + 1, total })}</span>
        <Button disabled={index === total - 1} onClick={() => setIndex(index + 1)}>
          {t('practice:screen.next')}
        </Button>
      </div>
      {finishRefusal && <Alert type="warning" showIcon title={finishRefusal} />}
      <div className="lectern-practice-screen__nav">
        <Button danger loading={reset.isPending} onClick={confirmReset}>
          {t('practice:screen.reset')}
        </Button>
        <Button type="primary" loading={finish.isPending} onClick={finishRound}>
          {t('practice:screen.finish')}
        </Button>
      </div>
    </main>
  );
}
