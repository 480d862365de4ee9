import { QuestionType } from '@lectern/contracts/common/enums';
import { MAX_BLANK_LENGTH } from '@lectern/contracts/questions/answer';
import Input from 'antd/es/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { answerKeyOf, type TQuestionInputProps } from './question-props';
import { RightAnswer } from './right-answer';

/** Type 3: a text box per blank, in order. */
export function FillInBlankQuestion({
  question,
  answer,
  onChange,
  review,
}: TQuestionInputProps<typeof QuestionType.FILL_IN_BLANK>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const answerKey = answerKeyOf(review, QuestionType.FILL_IN_BLANK);
  const blanks = Array.from(
    { length: question.blankCount },
    (_, index) => answer?.blanks[index] ?? '',
  );

  const fill = (index: number, text: string) => {
    const next = blanks.map((blank, position) => (position === index ? text : blank));
    // Only a sheet of empty boxes is no answer; whatever is typed, even spaces, is kept as typed.
    onChange(
      next.every((blank) => blank === '')
        ? null
        : { questionType: QuestionType.FILL_IN_BLANK, blanks: next },
    );
  };

  return (
    <ol className="lectern-blanks">
      {blanks.map((blank, index) => {
        const id = `${idPrefix}-blank-${index}`;
        const acceptable = answerKey?.blanks[index];
        return (
          <li key={index} className="lectern-blanks__item">
            <label htmlFor={id} className="lectern-blanks__label">
              {t('questions:blank.label', { number: index + 1 })}
            </label>
            <Input
              id={id}
              value={blank}
              maxLength={MAX_BLANK_LENGTH}
              readOnly={!!review}
              onChange={(event) => fill(index, event.target.value)}
            />
            {review && acceptable && <RightAnswer>{acceptable.join(' / ')}</RightAnswer>}
          </li>
        );
      })}
    </ol>
  );
}
