import type { TMistakeQuestion } from '@lectern/contracts/mistakes/mistakes';
import type { TPostSaveMistakeAnswerResponse } from '@lectern/contracts/mistakes/post-save-mistake-answer';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JudgedQuestion, type TJudgement } from '@/components/questions/judged-question';
import { useSaveMistakeAnswer } from '../api/mistakes-mutations';
import { SetName } from './set-name';
import type { TSetRef } from './set-ref';

type TJudged = TJudgement & Pick<TPostSaveMistakeAnswerResponse, 'removed'>;

type TCounts = { wrongCount: number; correctCount: number };

/**
 * The seq of the next answer. Set practice numbers a learner's answers across every set and
 * device (a seq once used answers its first judgement again), and no read tells the last one: the
 * time in milliseconds is new on every click, kept rising within the page.
 */
const nextSeq = (last: number) => Math.max(Date.now(), last + 1);

type TMistakePracticeProps = {
  setRef: TSetRef;
  name: string | null;
  questions: readonly TMistakeQuestion[];
};

/**
 * Practising a mistake set (spec §2 /mistakes/processing): one question at a time, judged on the
 * server as it is saved, then right or wrong with the key and the analysis and the question's
 * counts. A right answer that reaches the auto-removal count takes it out of the set (spec §4);
 * any other may be answered again.
 */
export function MistakePractice({ setRef, name, questions }: TMistakePracticeProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [judged, setJudged] = useState(new Map<string, TJudged>());
  const [counts, setCounts] = useState(
    () => new Map<string, TCounts>(questions.map((item) => [item.view.questionId, item])),
  );
  const [drafts, setDrafts] = useState(new Map<string, TAnswer | null>());
  const seq = useRef(0);
  const save = useSaveMistakeAnswer();

  const item = questions[index];
  const total = questions.length;
  if (!item) return null;
  const questionId = item.view.questionId;
  const draft = drafts.get(questionId) ?? null;
  const judgement = judged.get(questionId);
  const questionCounts = counts.get(questionId) ?? item;
  const removedCount = [...judged.values()].filter(({ removed }) => removed).length;

  const submit = () => {
    if (draft === null) return;
    seq.current = nextSeq(seq.current);
    save.mutate(
      { ...setRef, questionId, seq: seq.current, answer: draft },
      {
        onSuccess: (answer) => {
          setJudged((previous) =>
            new Map(previous).set(answer.questionId, { ...answer, answer: draft }),
          );
          setCounts((previous) => new Map(previous).set(answer.questionId, answer));
        },
      },
    );
  };

  const again = () => {
    setJudged((previous) => {
      const next = new Map(previous);
      next.delete(questionId);
      return next;
    });
    setDrafts((previous) => new Map(previous).set(questionId, null));
  };

  const countsTag = (
    <span className="lectern-mistake-counts lectern-mistake-counts--inline">
      <span className="lectern-mistake-counts__wrong">
        {t('mistakes:counts.wrong', { number: questionCounts.wrongCount })}
      </span>
      <span className="lectern-mistake-counts__right">
        {t('mistakes:counts.correct', { number: questionCounts.correctCount })}
      </span>
    </span>
  );

  const judgedExtra =
    judgement &&
    (judgement.removed ? (
      <Alert
        type="success"
        showIcon
        title={t('mistakes:processing.removed', { number: questionCounts.correctCount })}
      />
    ) : (
      <div className="lectern-judged__submit">
        <Button onClick={again}>{t('mistakes:processing.again')}</Button>
      </div>
    ));

  return (
    <main className="lectern-mistake-practice" aria-labelledby="lectern-mistake-practice-title">
      <div className="lectern-mistakes__title">
        <h1 id="lectern-mistake-practice-title" style={{ margin: 0, fontSize: 20 }}>
          <SetName name={name} />
        </h1>
        <span>{t(`mistakes:sourceType.${setRef.sourceType}`)}</span>
      </div>
      <Progress
        percent={Math.floor((judged.size / total) * 100)}
        format={() => t('mistakes:processing.progress', { answered: judged.size, total })}
        aria-label={t('mistakes:processing.progressLabel')}
      />
      {removedCount > 0 && (
        <p className="lectern-mistakes__subtitle">
          {t('mistakes:processing.removedCount', { number: removedCount })}
        </p>
      )}
      <JudgedQuestion
        key={`${questionId}-${judgement ? 'judged' : 'open'}`}
        question={item.view}
        number={String(index + 1)}
        judged={judgement}
        draft={draft}
        onDraft={(answer) => setDrafts((previous) => new Map(previous).set(questionId, answer))}
        onSubmit={submit}
        saving={save.isPending}
        headerExtra={countsTag}
        judgedExtra={judgedExtra}
      />
      <div className="lectern-mistake-practice__nav">
        <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('mistakes:processing.previous')}
        </Button>
        <span>{t('mistakes:processing.position', { number: index + 1, total })}</span>
        <Button disabled={index === total - 1} onClick={() => setIndex(index + 1)}>
          {t('mistakes:processing.next')}
        </Button>
      </div>
    </main>
  );
}
