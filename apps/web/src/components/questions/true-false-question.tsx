import { QuestionType } from '@lectern/contracts/common/enums';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TChoice } from './choice-list';
import { ChoiceList } from './choice-list';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';

type TTrueFalse = typeof QuestionType.TRUE_FALSE;

const TRUE = 'true';
const FALSE = 'false';
const keyOf = (value: boolean) => (value ? TRUE : FALSE);

const trueFalseChoices = (t: TFunction): TChoice[] => [
  { key: TRUE, letter: null, content: t('questions:trueFalse.true') },
  { key: FALSE, letter: null, content: t('questions:trueFalse.false') },
];

/** Type 4: true or false. */
export function TrueFalseInput({ answer, onChange, labelledBy }: TQuestionInputProps<TTrueFalse>) {
  const { t } = useTranslation();
  return (
    <ChoiceList
      multiple={false}
      choices={trueFalseChoices(t)}
      selected={answer ? [keyOf(answer.value)] : []}
      labelledBy={labelledBy}
      onSelect={([choice]) =>
        onChange(choice ? { questionType: QuestionType.TRUE_FALSE, value: choice === TRUE } : null)
      }
    />
  );
}

/** Type 4 in review: the learner's choice and the right one. */
export function TrueFalseReview({
  answer,
  answerKey,
  labelledBy,
}: TQuestionReviewProps<TTrueFalse>) {
  const { t } = useTranslation();
  return (
    <ChoiceList
      multiple={false}
      choices={trueFalseChoices(t)}
      selected={answer ? [keyOf(answer.value)] : []}
      labelledBy={labelledBy}
      disabled
      rightKeys={answerKey ? [keyOf(answerKey.value)] : null}
    />
  );
}
