import { QuestionType } from '@lectern/contracts/common/enums';
import { ChoiceList } from './choice-list';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';
import { letteredChoices } from './rich-options';

type TMultipleChoice = typeof QuestionType.MULTIPLE_CHOICE;

/** Type 2: any number of the options; none ticked is no answer. */
export function MultipleChoiceInput({
  question,
  answer,
  onChange,
  labelledBy,
}: TQuestionInputProps<TMultipleChoice>) {
  return (
    <ChoiceList
      multiple
      choices={letteredChoices(question.options)}
      selected={answer?.choices ?? []}
      labelledBy={labelledBy}
      onSelect={(choices) =>
        onChange(choices.length ? { questionType: QuestionType.MULTIPLE_CHOICE, choices } : null)
      }
    />
  );
}

/** Type 2 in review: the learner's options and every right one. */
export function MultipleChoiceReview({
  question,
  answer,
  answerKey,
  labelledBy,
}: TQuestionReviewProps<TMultipleChoice>) {
  return (
    <ChoiceList
      multiple
      choices={letteredChoices(question.options)}
      selected={answer?.choices ?? []}
      labelledBy={labelledBy}
      disabled
      rightKeys={answerKey?.choices ?? null}
    />
  );
}
