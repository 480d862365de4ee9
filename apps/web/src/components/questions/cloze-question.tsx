import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswerOf } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from './native-select';
import {
  optionLetter,
  plainText,
  type TQuestionInputProps,
  type TQuestionReviewProps,
} from './question-props';
import { RightAnswer } from './right-answer';

type TCloze = typeof QuestionType.CLOZE;

/** The option key the learner chose for each blank of the passage, in order ('' for none). */
const choicesOf = (question: TQuestionView, answer: TAnswerOf<TCloze> | null) =>
  question.clozeBlanks.map((_, index) => answer?.choices[index] ?? '');

type TBlankSelectsProps = {
  question: TQuestionView;
  choices: readonly string[];
  /** Answering: the option now chosen for blank `index` ('' for none). */
  onChoose?: (index: number, key: string) => void;
  /** Review: nothing can be chosen. */
  disabled?: boolean;
  /** Review: the right option key of each blank. */
  rightChoices?: readonly string[];
};

/** A labelled select per blank, offering that blank's lettered options. */
function BlankSelects({
  question,
  choices,
  onChoose,
  disabled = false,
  rightChoices = [],
}: TBlankSelectsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <ol className="lectern-blanks">
      {question.clozeBlanks.map((options, index) => {
        const id = `${idPrefix}-cloze-${index}`;
        const labelled = options.map((option, position) => ({
          value: option.key,
          label: `${optionLetter(position)}. ${plainText(option.content)}`,
        }));
        const right = labelled.find((option) => option.value === rightChoices[index]);
        return (
          <li key={index} className="lectern-blanks__item">
            <label htmlFor={id} className="lectern-blanks__label">
              {t('questions:blank.label', { number: index + 1 })}
            </label>
            <NativeSelect
              id={id}
              value={choices[index]}
              options={labelled}
              placeholder={t('questions:select.placeholder')}
              disabled={disabled}
              onValueChange={onChoose && ((key) => onChoose(index, key))}
            />
            {right && <RightAnswer>{right.label}</RightAnswer>}
          </li>
        );
      })}
    </ol>
  );
}

/** Type 6: for each blank of the passage, one of that blank's options. */
export function ClozeInput({ question, answer, onChange }: TQuestionInputProps<TCloze>) {
  const choices = choicesOf(question, answer);
  const choose = (index: number, key: string) => {
    const next = choices.map((choice, position) => (position === index ? key : choice));
    onChange(
      next.some((choice) => choice !== '')
        ? { questionType: QuestionType.CLOZE, choices: next }
        : null,
    );
  };
  return <BlankSelects question={question} choices={choices} onChoose={choose} />;
}

/** Type 6 in review: the learner's option for each blank and the right one. */
export function ClozeReview({ question, answer, answerKey }: TQuestionReviewProps<TCloze>) {
  return (
    <BlankSelects
      question={question}
      choices={choicesOf(question, answer)}
      disabled
      rightChoices={answerKey?.choices}
    />
  );
}
