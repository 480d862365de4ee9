import { QuestionType } from '@lectern/contracts/common/enums';
import { ChoiceList } from './choice-list';
import { answerKeyOf, type TQuestionInputProps } from './question-props';
import { letteredChoices } from './rich-options';

/** Type 1: one of the options. */
export function SingleChoiceQuestion({
  question,
  answer,
  onChange,
  review,
  labelledBy,
}: TQuestionInputProps<typeof QuestionType.SINGLE_CHOICE>) {
  const answerKey = answerKeyOf(review, QuestionType.SINGLE_CHOICE);
  return (
    <ChoiceList
      multiple={false}
      choices={letteredChoices(question.options)}
      selected={answer ? [answer.choice] : []}
      rightKeys={answerKey ? [answerKey.choice] : null}
      review={!!review}
      labelledBy={labelledBy}
      onSelect={([choice]) =>
        onChange(choice ? { questionType: QuestionType.SINGLE_CHOICE, choice } : null)
      }
    />
  );
}
