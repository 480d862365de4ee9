import { QuestionType } from '@lectern/contracts/common/enums';
import { ChoiceList } from './choice-list';
import { answerKeyOf, type TQuestionInputProps } from './question-props';
import { letteredChoices } from './rich-options';

/** Type 2: any number of the options; none ticked is no answer. */
export function MultipleChoiceQuestion({
  question,
  answer,
  onChange,
  review,
  labelledBy,
}: TQuestionInputProps<typeof QuestionType.MULTIPLE_CHOICE>) {
  const answerKey = answerKeyOf(review, QuestionType.MULTIPLE_CHOICE);
  return (
    <ChoiceList
      multiple
      choices={letteredChoices(question.options)}
      selected={answer?.choices ?? []}
      rightKeys={answerKey?.choices ?? null}
      review={!!review}
      labelledBy={labelledBy}
      onSelect={(choices) =>
        onChange(choices.length ? { questionType: QuestionType.MULTIPLE_CHOICE, choices } : null)
      }
    />
  );
}
