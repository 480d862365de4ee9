import Spin from 'antd/es/spin';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer, TAnswerOf } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { ClozeQuestion } from './cloze-question';
import { CombinationQuestion } from './combination-question';
import { FillInBlankQuestion } from './fill-in-blank-question';
import { MatchingQuestion } from './matching-question';
import { MultipleChoiceQuestion } from './multiple-choice-question';
import type { TReview } from './question-props';
import { ScaleQuestion } from './scale-question';
import { ShortAnswerQuestion } from './short-answer-question';
import { SingleChoiceQuestion } from './single-choice-question';
import { TrueFalseQuestion } from './true-false-question';

/**
 * A component loaded on demand that renders at once when its module is already there. React.lazy
 * alone suspends on its first render even after the module has loaded (its own promise settles
 * later), and React then shows the fallback for at least 300 ms: a question opened with 下一题
 * would have no controls for the learner's first Tab, which would go past the question. Each
 * mount keeps the component it started with, so a lazy one is never swapped (and remounted).
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}

// Drag and drop and the recorder load with the first question that needs them; the answering
// screen loads them before it shows (preloadAnswerInputs), so they never need the network then
// and show without a fallback.
const sorting = preloadable(() =>
  import('./sorting-question').then((module) => module.SortingQuestion),
);
const classification = preloadable(() =>
  import('./classification-question').then((module) => module.ClassificationQuestion),
);
const recording = preloadable(() =>
  import('./recording-question').then((module) => module.RecordingQuestion),
);
const SortingQuestion = sorting.Component;
const ClassificationQuestion = classification.Component;
const RecordingQuestion = recording.Component;

/** Loads every question type's controls now. */
export const preloadAnswerInputs = async () => {
  await Promise.all([sorting.preload(), classification.preload(), recording.preload()]);
};

export type TAnswerInputProps = {
  question: TQuestionView;
  answer: TAnswer | null;
  onChange: (answer: TAnswer | null) => void;
  review?: TReview;
  labelledBy: string;
};

/** The answer controls of a question, by its type (spec §3 types 0-12). */
export function AnswerInput({ question, answer, onChange, review, labelledBy }: TAnswerInputProps) {
  // An answer of another type (a question changed under a saved answer) counts as none.
  const ofType = <T extends TAnswer['questionType']>(type: T) =>
    answer?.questionType === type ? (answer as TAnswerOf<T>) : null;
  const common = { question, onChange, review, labelledBy };

  switch (question.questionType) {
    case QuestionType.COMBINATION:
      return <CombinationQuestion {...common} answer={ofType(QuestionType.COMBINATION)} />;
    case QuestionType.SINGLE_CHOICE:
      return <SingleChoiceQuestion {...common} answer={ofType(QuestionType.SINGLE_CHOICE)} />;
    case QuestionType.MULTIPLE_CHOICE:
      return <MultipleChoiceQuestion {...common} answer={ofType(QuestionType.MULTIPLE_CHOICE)} />;
    case QuestionType.FILL_IN_BLANK:
      return <FillInBlankQuestion {...common} answer={ofType(QuestionType.FILL_IN_BLANK)} />;
    case QuestionType.TRUE_FALSE:
      return <TrueFalseQuestion {...common} answer={ofType(QuestionType.TRUE_FALSE)} />;
    case QuestionType.SHORT_ANSWER:
      return <ShortAnswerQuestion {...common} answer={ofType(QuestionType.SHORT_ANSWER)} />;
    case QuestionType.CLOZE:
      return <ClozeQuestion {...common} answer={ofType(QuestionType.CLOZE)} />;
    case QuestionType.MATCHING:
      return <MatchingQuestion {...common} answer={ofType(QuestionType.MATCHING)} />;
    case QuestionType.SCALE:
      return <ScaleQuestion {...common} answer={ofType(QuestionType.SCALE)} />;
    case QuestionType.SORTING:
      return (
        <Suspense fallback={<Spin />}>
          <SortingQuestion {...common} answer={ofType(QuestionType.SORTING)} />
        </Suspense>
      );
    case QuestionType.CLASSIFICATION:
      return (
        <Suspense fallback={<Spin />}>
          <ClassificationQuestion {...common} answer={ofType(QuestionType.CLASSIFICATION)} />
        </Suspense>
      );
    case QuestionType.AUDIO_RECORDING:
    case QuestionType.VIDEO_RECORDING:
      return (
        <Suspense fallback={<Spin />}>
          <RecordingQuestion
            {...common}
            answer={ofType(QuestionType.AUDIO_RECORDING) ?? ofType(QuestionType.VIDEO_RECORDING)}
          />
        </Suspense>
      );
  }
}
