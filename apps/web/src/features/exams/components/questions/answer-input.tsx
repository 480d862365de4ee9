import Spin from 'antd/es/spin';
import { lazy, Suspense } from 'react';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer, TAnswerOf } from '@lectern/contracts/exams/answer';
import type { TQuestionView } from '@lectern/contracts/exams/question';
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

// Drag and drop and the recorder load with the first question that needs them; the answering
// screen loads them before it shows (preloadAnswerInputs), so they never need the network then.
const loadSorting = () => import('./sorting-question');
const loadClassification = () => import('./classification-question');
const loadRecording = () => import('./recording-question');
const SortingQuestion = lazy(() =>
  loadSorting().then((module) => ({ default: module.SortingQuestion })),
);
const ClassificationQuestion = lazy(() =>
  loadClassification().then((module) => ({ default: module.ClassificationQuestion })),
);
const RecordingQuestion = lazy(() =>
  loadRecording().then((module) => ({ default: module.RecordingQuestion })),
);

/** Loads every question type's controls now. */
export const preloadAnswerInputs = async () => {
  await Promise.all([loadSorting(), loadClassification(), loadRecording()]);
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
