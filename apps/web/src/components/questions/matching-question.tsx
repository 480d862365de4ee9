import { QuestionType } from '@lectern/contracts/common/enums';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { NativeSelect } from './native-select';
import {
  optionLetter,
  plainText,
  type TQuestionInputProps,
  type TQuestionReviewProps,
} from './question-props';
import { RightAnswer } from './right-answer';

type TMatching = typeof QuestionType.MATCHING;

type TPairs = Readonly<Record<string, string>>;

type TMatchingSelectsProps = {
  question: TQuestionView;
  /** Left key → right key. */
  pairs: TPairs;
  /** Answering: the right item now paired with `left` ('' for none). */
  onPair?: (left: string, right: string) => void;
  /** Review: nothing can be paired. */
  disabled?: boolean;
  /** Review: the right pairs. */
  rightPairs?: TPairs;
};

/** The right column, lettered, then a select per item of the left column offering its letters. */
function MatchingSelects({
  question,
  pairs,
  onPair,
  disabled = false,
  rightPairs = {},
}: TMatchingSelectsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const targets = question.targets.map((target, index) => ({
    value: target.key,
    label: `${optionLetter(index)}. ${plainText(target.content)}`,
  }));
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
          const right = targets.find((target) => target.value === rightPairs[left.key]);
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
                disabled={disabled}
                onValueChange={onPair && ((key) => onPair(left.key, key))}
              />
              {right && <RightAnswer>{right.label}</RightAnswer>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Type 10: each item of the left column paired with one of the right column. */
export function MatchingInput({ question, answer, onChange }: TQuestionInputProps<TMatching>) {
  const pairs = answer?.pairs ?? {};
  const pair = (left: string, right: string) => {
    const next = { ...pairs };
    if (right) next[left] = right;
    else delete next[left];
    onChange(
      Object.keys(next).length ? { questionType: QuestionType.MATCHING, pairs: next } : null,
    );
  };
  return <MatchingSelects question={question} pairs={pairs} onPair={pair} />;
}

/** Type 10 in review: the learner's pairs and the right item for each left one. */
export function MatchingReview({ question, answer, answerKey }: TQuestionReviewProps<TMatching>) {
  return (
    <MatchingSelects
      question={question}
      pairs={answer?.pairs ?? {}}
      disabled
      rightPairs={answerKey?.pairs}
    />
  );
}
