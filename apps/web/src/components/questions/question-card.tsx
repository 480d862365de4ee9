import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerInput } from './answer-input';
import type { TReview } from './question-props';
import { QuestionStem } from './question-stem';
import './questions.css';

type TQuestionCardProps = {
  question: TQuestionView;
  /** Its number on the sheet ('3'), or within its combination for a part. */
  number: string;
  isPart?: boolean;
  answer: TAnswer | null;
  onChange: (answer: TAnswer | null) => void;
  review?: TReview;
  /** Shown after the type and score: the answer detail's tag and score. */
  headerExtra?: ReactNode;
  /** Shown under the answer: the answer detail's analysis. */
  children?: ReactNode;
  /**
   * The exam screen moves the focus to the heading when the question changes: with a ref the
   * heading takes the focus from script (tabIndex -1), never from Tab.
   */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** One question: number, type and score, what it asks, and its answer controls. */
export function QuestionCard({
  question,
  number,
  isPart = false,
  answer,
  onChange,
  review,
  headerExtra,
  children,
  headingRef,
}: TQuestionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = isPart ? 'h4' : 'h3';
  const typeName = question.customTypeName || t(`questions:questionType.${question.questionType}`);

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
        <span className="lectern-question__type">{typeName}</span>
        <span className="lectern-question__score">
          {t('questions:question.score', { score: question.score })}
        </span>
        {headerExtra}
      </header>
      <QuestionStem question={question} />
      <AnswerInput
        question={question}
        answer={answer}
        onChange={onChange}
        review={review}
        labelledBy={titleId}
      />
      {children}
    </section>
  );
}
