import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
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

/** Types whose review view shows no key: a short answer's reference answer is shown as text. */
const keylessTypes: ReadonlySet<number> = new Set([
  QuestionType.SHORT_ANSWER,
  QuestionType.AUDIO_RECORDING,
  QuestionType.VIDEO_RECORDING,
  QuestionType.SCALE,
]);

/** The key on its own: the type's review view, or a short answer's reference answer. */
function KeyView({ question, answerKey }: { question: TQuestionView; answerKey: TAnswerKey }) {
  const { t } = useTranslation();
  const keyId = useId();
  let content: ReactNode = null;
  if (answerKey.questionType === QuestionType.SHORT_ANSWER) {
    if (answerKey.referenceAnswer) content = <p>{answerKey.referenceAnswer}</p>;
  } else if (!keylessTypes.has(question.questionType)) {
    content = (
      <AnswerReview question={question} answer={null} answerKey={answerKey} labelledBy={keyId} />
    );
  }
  if (!content) return null;
  return (
    <section className="lectern-practice-screen__analysis" aria-labelledby={keyId}>
      <h4 id={keyId}>{t('practice:screen.key')}</h4>
      {content}
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
        {judged.key.questionType === QuestionType.SHORT_ANSWER && (
          <KeyView question={item.view} answerKey={judged.key} />
        )}
        <Analysis analysis={judged.analysis} />
      </QuestionReviewCard>
    );
  }
  const recite = item.key && (
    <>
      <KeyView question={item.view} answerKey={item.key} />
      <Analysis analysis={item.analysis} />
    </>
  );
  return (
    <QuestionCard
      question={item.view}
      number={number}
      answer={draft}
      onChange={onDraft}
      headingRef={headingRef}
    >
      <div className="lectern-practice-screen__submit">
        <Button type="primary" disabled={draft === null} loading={saving} onClick={onSubmit}>
          {t('practice:screen.submit')}
        </Button>
      </div>
      {recite}
    </QuestionCard>
  );
}
