import { QuestionType } from '@lectern/contracts/common/enums';
import { ChoiceList } from './choice-list';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';
import { letteredChoices } from './rich-options';

type TScale = typeof QuestionType.SCALE;

/** Type 12: a point on the scale; it has no right answer and scores nothing. */
export function ScaleInput({
  question,
  answer,
  onChange,
  labelledBy,
}: TQuestionInputProps<TScale>) {
  return (
    <ChoiceList
      multiple={false}
      choices={letteredChoices(question.options)}
      selected={answer ? [answer.choice] : []}
      labelledBy={labelledBy}
      onSelect={([choice]) =>
        onChange(choice ? { questionType: QuestionType.SCALE, choice } : null)
      }
    />
  );
}

/** Type 12 in review: the learner's point, with no right one to show. */
export function ScaleReview({ question, answer, labelledBy }: TQuestionReviewProps<TScale>) {
  return (
    <ChoiceList
      multiple={false}
      choices={letteredChoices(question.options)}
      selected={answer ? [answer.choice] : []}
      labelledBy={labelledBy}
      disabled
    />
  );
}
