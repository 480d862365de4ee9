import { QuestionType } from '@lectern/contracts/common/enums';
import { ChoiceList } from './choice-list';
import type { TQuestionInputProps } from './question-props';
import { letteredChoices } from './rich-options';

/** Type 12: a point on the scale; it has no right answer and scores nothing. */
export function ScaleQuestion({
  question,
  answer,
  onChange,
  review,
  labelledBy,
}: TQuestionInputProps<typeof QuestionType.SCALE>) {
  return (
    <ChoiceList
      multiple={false}
      choices={letteredChoices(question.options)}
      selected={answer ? [answer.choice] : []}
      rightKeys={null}
      review={!!review}
      labelledBy={labelledBy}
      onSelect={([choice]) =>
        onChange(choice ? { questionType: QuestionType.SCALE, choice } : null)
      }
    />
  );
}
