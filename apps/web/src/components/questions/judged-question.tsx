import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { AnswerReview } from './answer-input';
import { QuestionCard, QuestionReviewCard } from './question-card';

/** An answer as the server judged it on save: right, wrong or (null) for the learner to compare. */
export type TJudgement = {
  answer: TAnswer;
  correct: boolean | null;
  key: TAnswerKey;
  analysis: string | null;
};

function Analysis({ analysis }: { analysis: string | null }) {
  const { t } = useTranslation();
  if (!analysis) return null;
  return (
    <section className="lectern-judged__section">
      <h4>{t('questions:judged.analysis')}</h4>
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
    <section className="lectern-judged__section" aria-labelledby={keyId}>
      <h4 id={keyId}>{t('questions:judged.key')}</h4>
      {content}
    </section>
  );
}

function Verdict({ correct }: { correct: boolean | null }) {
  const { t } = useTranslation();
  if (correct === true) return <Tag color="success">{t('questions:judged.right')}</Tag>;
  if (correct === false) return <Tag color="error">{t('questions:judged.wrong')}</Tag>;
  return <Tag>{t('questions:judged.compare')}</Tag>;
}

type TJudgedQuestionProps = {
  question: TQuestionView;
  number: string;
  /** The server's judgement of the answer given; undefined while the question is open. */
  judged: TJudgement | undefined;
  draft: TAnswer | null;
  onDraft: (answer: TAnswer | null) => void;
  onSubmit: () => void;
  saving: boolean;
  /** The key and analysis shown with the open question (practice's recite mode). */
  recite?: { key: TAnswerKey; analysis: string | null } | null;
  /** Shown after the type and score, beside the verdict once judged. */
  headerExtra?: ReactNode;
  /** Shown under the judged answer's key and analysis (a mistake set's next step). */
  judgedExtra?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * A question judged on the server as it is saved (practice's answer mode, a mistake set's
 * practice). Judged: locked, with right or wrong, the key and the analysis. Not yet: its answer
 * controls and a submit button, with the key and analysis already when `recite` gives them.
 */
export function JudgedQuestion({
  question,
  number,
  judged,
  draft,
  onDraft,
  onSubmit,
  saving,
  recite,
  headerExtra,
  judgedExtra,
  headingRef,
}: TJudgedQuestionProps) {
  const { t } = useTranslation();
  if (judged) {
    return (
      <QuestionReviewCard
        question={question}
        number={number}
        answer={judged.answer}
        answerKey={judged.key}
        headerExtra={
          <>
            <Verdict correct={judged.correct} />
            {headerExtra}
          </>
        }
        headingRef={headingRef}
      >
        {judged.key.questionType === QuestionType.SHORT_ANSWER && (
          <KeyView question={question} answerKey={judged.key} />
        )}
        <Analysis analysis={judged.analysis} />
        {judgedExtra}
      </QuestionReviewCard>
    );
  }
  return (
    <QuestionCard
      question={question}
      number={number}
      answer={draft}
      onChange={onDraft}
      headerExtra={headerExtra}
      headingRef={headingRef}
    >
      <div className="lectern-judged__submit">
        <Button type="primary" disabled={draft === null} loading={saving} onClick={onSubmit}>
          {t('questions:judged.submit')}
        </Button>
      </div>
      {recite && (
        <>
          <KeyView question={question} answerKey={recite.key} />
          <Analysis analysis={recite.analysis} />
        </>
      )}
    </QuestionCard>
  );
}
