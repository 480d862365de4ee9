import { QuestionType } from '@lectern/contracts/common/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { NativeSelect } from './native-select';
import { answerKeyOf, optionLetter, plainText, type TQuestionInputProps } from './question-props';
import { RightAnswer } from './right-answer';

/** Type 10: each item of the left column paired with one of the right column. */
export function MatchingQuestion({
  question,
  answer,
  onChange,
  review,
}: TQuestionInputProps<typeof QuestionType.MATCHING>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const answerKey = answerKeyOf(review, QuestionType.MATCHING);
  const pairs = answer?.pairs ?? {};
  const targets = question.targets.map((target, index) => ({
    value: target.key,
    label: `${optionLetter(index)}. ${plainText(target.content)}`,
  }));

  const pair = (left: string, right: string) => {
    const next = { ...pairs };
    if (right) next[left] = right;
    else delete next[left];
    onChange(
      Object.keys(next).length ? { questionType: QuestionType.MATCHING, pairs: next } : null,
    );
  };

  return (
    <div className="lectern-matching">
      <ol className="lectern-matching__targets" aria-label={t('questions:matching.targets')}>
        {question.targets.map((target, index) => (
          <li key={target.key}>
            <span className="lectern-choice__letter">{optionLetter(index)}.</span>
            <RichText html={target.content} className="lectern-rich-text--inline" />
          </li>
        ))}
      </ol>
      <ol className="lectern-blanks">
        {question.options.map((left) => {
          const id = `${idPrefix}-${left.key}`;
          const right = targets.find((target) => target.value === answerKey?.pairs[left.key]);
          return (
            <li key={left.key} className="lectern-blanks__item">
              <label htmlFor={id} className="lectern-blanks__label">
                <RichText html={left.content} className="lectern-rich-text--inline" />
              </label>
              <NativeSelect
                id={id}
                // The label may hold only a rendered formula, which gives the select no name.
                aria-label={plainText(left.content)}
                value={pairs[left.key] ?? ''}
                options={targets}
                placeholder={t('questions:select.placeholder')}
                disabled={!!review}
                onValueChange={(key) => pair(left.key, key)}
              />
              {review && right && <RightAnswer>{right.label}</RightAnswer>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
