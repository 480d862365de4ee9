import { QuestionType } from '@lectern/contracts/common/enums';
import { ChoiceList } from './choice-list';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';
import { letteredChoices } from './rich-options';

type TSingleChoice = typeof QuestionType.SINGLE_CHOICE;

/** Type 1: one of the options. */
export function SingleChoiceInput({
  question,
  answer,
  onChange,
  labelledBy,
}: TQuestionInputProps<TSingleChoice>) {
  return (
    <ChoiceList
      multiple={false}
      choices={letteredChoices(question.options)}
      selected={answer ? [answer.choice] : []}
      labelledBy={labelledBy}
      onSelect={([choice]) =>
        onChange(choice ? { questionType: QuestionType.SINGLE_CHOICE, choice } : null)
      }
    />
  );
}

/** Type 1 in review: the learner's option and the right one. */
export function SingleChoiceReview({
  question,
  answer,
  answerKey,
  labelledBy,
}: TQuestionReviewProps<TSingleChoice>) {
  return (
    <ChoiceList
      multiple={false}
      choices={letteredChoices(question.options)}
      selected={answer ? [answer.choice] : []}
      labelledBy={labelledBy}
      disabled
      rightKeys={answerKey ? [answerKey.choice] : null}
    />
  );
}
