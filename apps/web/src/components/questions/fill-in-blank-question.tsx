import { QuestionType } from '@lectern/contracts/common/enums';
import { MAX_BLANK_LENGTH, type TAnswerOf } from '@lectern/contracts/questions/answer';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import Input from 'antd/es/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormulaText } from '@/components/ui/formula-text';
import { FormulaButton, FormulaPreview } from './formula-button';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';
import { RightAnswer } from './right-answer';

type TFillInBlank = typeof QuestionType.FILL_IN_BLANK;

/** What the learner wrote in each of the question's blanks, in order ('' for none). */
const blanksOf = (question: TQuestionView, answer: TAnswerOf<TFillInBlank> | null) =>
  Array.from({ length: question.blankCount }, (_, index) => answer?.blanks[index] ?? '');

type TBlankBoxesProps = {
  blanks: readonly string[];
  /** Answering: the text now in blank `index`. */
  onFill?: (index: number, text: string) => void;
  /** Review: the boxes cannot be typed into. */
  readOnly?: boolean;
  /** Review: the acceptable answers of each blank. */
  acceptable?: readonly (readonly string[])[];
};

/** A labelled text box per blank, in order; answering, each with its formula button. */
function BlankBoxes({ blanks, onFill, readOnly = false, acceptable = [] }: TBlankBoxesProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <ol className="lectern-blanks">
      {blanks.map((blank, index) => {
        const id = `${idPrefix}-blank-${index}`;
        const right = acceptable[index];
        const label = t('questions:blank.label', { number: index + 1 });
        return (
          <li key={index} className="lectern-blanks__item">
            <label htmlFor={id} className="lectern-blanks__label">
              {label}
            </label>
            <div className="lectern-formula-field">
              <Input
                id={id}
                value={blank}
                maxLength={MAX_BLANK_LENGTH}
                readOnly={readOnly}
                onChange={onFill && ((event) => onFill(index, event.target.value))}
              />
              {onFill && (
                <FormulaButton
                  fieldLabel={label}
                  field={() => document.getElementById(id) as HTMLInputElement | null}
                  maxLength={MAX_BLANK_LENGTH}
                  onText={(text) => onFill(index, text)}
                />
              )}
            </div>
            <FormulaPreview text={blank} />
            {right && (
              <RightAnswer>
                <FormulaText text={right.join(' / ')} />
              </RightAnswer>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Type 3: a text box per blank, in order. */
export function FillInBlankInput({
  question,
  answer,
  onChange,
}: TQuestionInputProps<TFillInBlank>) {
  const blanks = blanksOf(question, answer);
  const fill = (index: number, text: string) => {
    const next = blanks.map((blank, position) => (position === index ? text : blank));
    // Only a sheet of empty boxes is no answer; whatever is typed, even spaces, is kept as typed.
    onChange(
      next.every((blank) => blank === '')
        ? null
        : { questionType: QuestionType.FILL_IN_BLANK, blanks: next },
    );
  };
  return <BlankBoxes blanks={blanks} onFill={fill} />;
}

/** Type 3 in review: what the learner wrote in each blank and the answers it accepts. */
export function FillInBlankReview({
  question,
  answer,
  answerKey,
}: TQuestionReviewProps<TFillInBlank>) {
  return <BlankBoxes blanks={blanksOf(question, answer)} readOnly acceptable={answerKey?.blanks} />;
}
