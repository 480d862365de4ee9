import { QuestionType } from '@lectern/contracts/common/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from './native-select';
import { answerKeyOf, optionLetter, plainText, type TQuestionInputProps } from './question-props';
import { RightAnswer } from './right-answer';

/** Type 6: for each blank of the passage, one of that blank's options. */
export function ClozeQuestion({
  question,
  answer,
  onChange,
  review,
}: TQuestionInputProps<typeof QuestionType.CLOZE>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const answerKey = answerKeyOf(review, QuestionType.CLOZE);
  const choices = question.clozeBlanks.map((_, index) => answer?.choices[index] ?? '');

  const choose = (index: number, key: string) => {
    const next = choices.map((choice, position) => (position === index ? key : choice));
    onChange(
      next.some((choice) => choice !== '')
        ? { questionType: QuestionType.CLOZE, choices: next }
        : null,
    );
  };

  return (
    <ol className="lectern-blanks">
      {question.clozeBlanks.map((options, index) => {
        const id = `${idPrefix}-cloze-${index}`;
        const labelled = options.map((option, position) => ({
          value: option.key,
          label: `${optionLetter(position)}. ${plainText(option.content)}`,
        }));
        const right = labelled.find((option) => option.value === answerKey?.choices[index]);
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
              disabled={!!review}
              onValueChange={(key) => choose(index, key)}
            />
            {review && right && <RightAnswer>{right.label}</RightAnswer>}
          </li>
        );
      })}
    </ol>
  );
}
