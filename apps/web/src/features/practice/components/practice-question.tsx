import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TJudgedPracticeAnswer } from '@lectern/contracts/practice/practice-answer';
import type { TPracticeQuestion } from '@lectern/contracts/practice/post-start-practice';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerReview } from '@/components/questions/answer-input';
import { QuestionCard, QuestionReviewCard } from '@/components/questions/question-card';
import { RichText } from '@/components/ui/rich-text';

function Analysis({ analysis }: { analysis: string | null }) {
  const { t } = useTranslation();
  if (!analysis) return null;
  return (
    <section className="lectern-practice-screen__analysis">
      <h4>{t('practice:screen.analysis')}</h4>
      <RichText html={analysis} />
    </section>
  );
}

function Judgement({ judged }: { judged: TJudgedPracticeAnswer }) {
  const { t } = useTranslation();
  if (judged.correct === true) return <Tag color="success">{t('practice:screen.right')}</Tag>;
  if (judged.correct === false) return <Tag color="error">{t('practice:screen.wrong')}</Tag>;
  return <Tag>{t('practice:screen.compare')}</Tag>;
}

type TPracticeQuestionProps = {
  item: TPracticeQuestion;
  number: string;
  judged: TJudgedPracticeAnswer | undefined;
  draft: TAnswer | null;
  onDraft: (answer: TAnswer | null) => void;
  onSubmit: () => void;
  saving: boolean;
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/**
 * One practice question. Answered: locked, with right or wrong, the key and the analysis. Not yet:
 * its answer controls and a submit button, with the key and analysis already in recite mode
 * (the round's questions then carry them).
 */
export function PracticeQuestion({
  item,
  number,
  judged,
  draft,
  onDraft,
  onSubmit,
  saving,
  headingRef,
}: TPracticeQuestionProps) {
  const { t } = useTranslation();
  const keyId = useId();
  if (judged) {
    return (
      <QuestionReviewCard
        question={item.view}
        number={number}
        answer={judged.answer}
        answerKey={judged.key}
        headerExtra={<Judgement judged={judged} />}
        headingRef={headingRef}
      >
        <Analysis analysis={judged.analysis} />
      </QuestionReviewCard>
    );
  }
  let recite: ReactNode = null;
  if (item.key) {
    recite = (
      <>
        <section
          className="lectern-practice-screen__analysis"
          aria-label={t('practice:screen.key')}
        >
          <h4 id={keyId}>{t('practice:screen.key')}</h4>
          <AnswerReview
            question={item.view}
            answer={null}
            answerKey={item.key}
            labelledBy={keyId}
          />
        </section>
        <Analysis analysis={item.analysis} />
      </>
    );
  }
  return (
    <QuestionCard
      question={item.view}
      number={number}
      answer={draft}
      onChange={onDraft}
      headingRef={headingRef}
    >
      <Button type="primary" disabled={draft === null} loading={saving} onClick={onSubmit}>
        {t('practice:screen.submit')}
      </Button>
      {recite}
    </QuestionCard>
  );
}
