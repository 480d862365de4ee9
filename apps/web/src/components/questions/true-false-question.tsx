import { QuestionType } from '@lectern/contracts/common/enums';
import { useTranslation } from 'react-i18next';
import { ChoiceList } from './choice-list';
import { answerKeyOf, type TQuestionInputProps } from './question-props';

const TRUE = 'true';
const FALSE = 'false';

/** Type 4: true or false. */
export function TrueFalseQuestion({
  answer,
  onChange,
  review,
  labelledBy,
}: TQuestionInputProps<typeof QuestionType.TRUE_FALSE>) {
  const { t } = useTranslation();
  const answerKey = answerKeyOf(review, QuestionType.TRUE_FALSE);
  const keyOf = (value: boolean) => (value ? TRUE : FALSE);
  return (
    <ChoiceList
      multiple={false}
      choices={[
        { key: TRUE, letter: null, content: t('questions:trueFalse.true') },
        { key: FALSE, letter: null, content: t('questions:trueFalse.false') },
      ]}
      selected={answer ? [keyOf(answer.value)] : []}
      rightKeys={answerKey ? [keyOf(answerKey.value)] : null}
      review={!!review}
      labelledBy={labelledBy}
      onSelect={([choice]) =>
        onChange(choice ? { questionType: QuestionType.TRUE_FALSE, value: choice === TRUE } : null)
      }
    />
  );
}
