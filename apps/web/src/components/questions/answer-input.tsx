/**
 * Every question type's two views, by type (spec §3 types 0-12): its input view, with which the
 * learner answers, and its review view, which shows the answer read-only with the right answer.
 *
 * To add a question type: write `<type>-question.tsx` exporting `<Type>Input`
 * (TQuestionInputProps) and `<Type>Review` (TQuestionReviewProps), drawing what both show through
 * pieces they share, and give the type its entry in `questionViews` below. Every screen that
 * shows questions (QuestionCard, QuestionReviewCard) then shows it.
 */
import Spin from 'antd/es/spin';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer, TAnswerOf } from '@lectern/contracts/questions/answer';
import type { TAnswerKey, TAnswerKeyOf } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { ClozeInput, ClozeReview } from './cloze-question';
import { CombinationInput, CombinationReview } from './combination-question';
import { FillInBlankInput, FillInBlankReview } from './fill-in-blank-question';
import { MatchingInput, MatchingReview } from './matching-question';
import { MultipleChoiceInput, MultipleChoiceReview } from './multiple-choice-question';
import type { TQuestionViews } from './question-props';
import { ScaleInput, ScaleReview } from './scale-question';
import { ShortAnswerInput, ShortAnswerReview } from './short-answer-question';
import { SingleChoiceInput, SingleChoiceReview } from './single-choice-question';
import { TrueFalseInput, TrueFalseReview } from './true-false-question';

type TQuestionTypeCode = TAnswer['questionType'];

/**
 * A module loaded on demand whose views render at once when it is already there. React.lazy alone
 * suspends on its first render even after the module has loaded (its own promise settles later),
 * and React then shows the fallback for at least 300 ms: a question opened with 下一题 would have
 * no controls for the learner's first Tab, which would go past the question. Each mount keeps the
 * component it started with, so a lazy one is never swapped (and remounted).
 */
function preloadable<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  /** One of the module's views, behind a spinner while the module loads. */
  const view = <P extends object>(pick: (module: M) => ComponentType<P>) => {
    const Lazy = lazy(async () => ({ default: pick(await preload()) }));
    function Preloadable(props: P) {
      const [Component] = useState<ComponentType<P>>(() => (loaded ? pick(loaded) : Lazy));
      return (
        <Suspense fallback={<Spin />}>
          <Component {...props} />
        </Suspense>
      );
    }
    return Preloadable;
  };
  return { preload, view };
}

// Drag and drop and the recorder load with the first question that needs them; the answering
// screen loads them before it shows (preloadAnswerInputs), so they never need the network then
// and show without a fallback.
const sorting = preloadable(() => import('./sorting-question'));
const classification = preloadable(() => import('./classification-question'));
const recording = preloadable(() => import('./recording-question'));

/** Loads every question type's controls now. */
export const preloadAnswerInputs = async () => {
  await Promise.all([sorting.preload(), classification.preload(), recording.preload()]);
};

const questionViews: { [T in TQuestionTypeCode]: TQuestionViews<T> } = {
  [QuestionType.COMBINATION]: { Input: CombinationInput, Review: CombinationReview },
  [QuestionType.SINGLE_CHOICE]: { Input: SingleChoiceInput, Review: SingleChoiceReview },
  [QuestionType.MULTIPLE_CHOICE]: { Input: MultipleChoiceInput, Review: MultipleChoiceReview },
  [QuestionType.FILL_IN_BLANK]: { Input: FillInBlankInput, Review: FillInBlankReview },
  [QuestionType.TRUE_FALSE]: { Input: TrueFalseInput, Review: TrueFalseReview },
  [QuestionType.SHORT_ANSWER]: { Input: ShortAnswerInput, Review: ShortAnswerReview },
  [QuestionType.CLOZE]: { Input: ClozeInput, Review: ClozeReview },
  [QuestionType.SORTING]: {
    Input: sorting.view((module) => module.SortingInput),
    Review: sorting.view((module) => module.SortingReview),
  },
  [QuestionType.AUDIO_RECORDING]: {
    Input: recording.view((module) => module.AudioRecordingInput),
    Review: recording.view((module) => module.RecordingReview),
  },
  [QuestionType.VIDEO_RECORDING]: {
    Input: recording.view((module) => module.VideoRecordingInput),
    Review: recording.view((module) => module.RecordingReview),
  },
  [QuestionType.MATCHING]: { Input: MatchingInput, Review: MatchingReview },
  [QuestionType.CLASSIFICATION]: {
    Input: classification.view((module) => module.ClassificationInput),
    Review: classification.view((module) => module.ClassificationReview),
  },
  [QuestionType.SCALE]: { Input: ScaleInput, Review: ScaleReview },
};

const viewsOf = <T extends TQuestionTypeCode>(questionType: T): TQuestionViews<T> =>
  questionViews[questionType];

// An answer or a key of another type (a question changed under a saved answer) counts as none.
const answerOfType = <T extends TQuestionTypeCode>(answer: TAnswer | null, questionType: T) =>
  answer?.questionType === questionType ? (answer as TAnswerOf<T>) : null;
const answerKeyOfType = <T extends TQuestionTypeCode>(
  answerKey: TAnswerKey | null,
  questionType: T,
) => (answerKey?.questionType === questionType ? (answerKey as TAnswerKeyOf<T>) : null);

export type TAnswerInputProps = {
  question: TQuestionView;
  answer: TAnswer | null;
  onChange: (answer: TAnswer | null) => void;
  labelledBy: string;
};

/** The answer controls of a question, by its type. */
export function AnswerInput({ question, answer, onChange, labelledBy }: TAnswerInputProps) {
  const { Input } = viewsOf(question.questionType);
  return (
    <Input
      question={question}
      answer={answerOfType(answer, question.questionType)}
      onChange={onChange}
      labelledBy={labelledBy}
    />
  );
}

export type TAnswerReviewProps = {
  question: TQuestionView;
  answer: TAnswer | null;
  /** The question's right answer (null: none to show). */
  answerKey: TAnswerKey | null;
  labelledBy: string;
};

/** A question's answer read-only with its right answer, by its type. */
export function AnswerReview({ question, answer, answerKey, labelledBy }: TAnswerReviewProps) {
  const { Review } = viewsOf(question.questionType);
  return (
    <Review
      question={question}
      answer={answerOfType(answer, question.questionType)}
      answerKey={answerKeyOfType(answerKey, question.questionType)}
      labelledBy={labelledBy}
    />
  );
}
