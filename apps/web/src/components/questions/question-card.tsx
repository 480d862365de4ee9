import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';
import { AnswerInput, AnswerReview } from './answer-input';
import { QuestionStem } from './question-stem';
import './questions.css';

type TQuestionFrameProps = {
  question: TQuestionView;
  /** Its number on the sheet ('3'), or within its combination for a part. */
  number: string;
  isPart?: boolean;
  /** Shown after the type and score: the answer detail's tag and score, the exam's flag. */
  headerExtra?: ReactNode;
  /** Shown under the answer: the answer detail's analysis. */
  children?: ReactNode;
  /**
   * The exam screen moves the focus to the heading when the question changes: with a ref the
   * heading takes the focus from script (tabIndex -1), never from Tab.
   */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** What both cards draw around the answer: number, type and score, then what the question asks. */
function QuestionFrame({
  question,
  number,
  isPart = false,
  headerExtra,
  children,
  headingRef,
  titleId,
}: TQuestionFrameProps & { titleId: string }) {
  const { t } = useTranslation();
  const Heading = isPart ? 'h4' : 'h3';

  return (
    <section
      className={isPart ? 'lectern-question lectern-question--part' : 'lectern-question'}
      aria-labelledby={titleId}
    >
      <header className="lectern-question__header">
        <Heading
          id={titleId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="lectern-question__number"
        >
          {t(isPart ? 'questions:question.partNumber' : 'questions:question.number', {
            number,
          })}
        </Heading>
        <span className="lectern-question__type">
          {/* The tenant's name for the type is its content; the built-in one is the interface's. */}
          {question.customTypeName ? (
            <TenantText>{question.customTypeName}</TenantText>
          ) : (
            t(`questions:questionType.${question.questionType}`)
          )}
        </span>
        <span className="lectern-question__score">
          {t('questions:question.score', { score: question.score })}
        </span>
        {headerExtra}
      </header>
      <QuestionStem question={question} />
      {children}
    </section>
  );
}

type TQuestionCardProps = TQuestionFrameProps & {
  answer: TAnswer | null;
  onChange: (answer: TAnswer | null) => void;
};

/** One question to answer: its frame and its answer controls. */
export function QuestionCard({ answer, onChange, children, ...frame }: TQuestionCardProps) {
  const titleId = useId();
  return (
    <QuestionFrame {...frame} titleId={titleId}>
      <AnswerInput
        question={frame.question}
        answer={answer}
        onChange={onChange}
        labelledBy={titleId}
      />
      {children}
    </QuestionFrame>
  );
}

type TQuestionReviewCardProps = TQuestionFrameProps & {
  answer: TAnswer | null;
  /** The question's right answer (null: none to show). */
  answerKey: TAnswerKey | null;
};

/** One question answered: its frame and the learner's answer read-only, with the right answer. */
export function QuestionReviewCard({
  answer,
  answerKey,
  children,
  ...frame
}: TQuestionReviewCardProps) {
  const titleId = useId();
  return (
    <QuestionFrame {...frame} titleId={titleId}>
      <AnswerReview
        question={frame.question}
        answer={answer}
        answerKey={answerKey}
        labelledBy={titleId}
      />
      {children}
    </QuestionFrame>
  );
}
