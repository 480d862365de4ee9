import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RightAnswer } from './right-answer';

export type TChoice = { key: string; letter: string | null; content: ReactNode };

type TChoiceListProps = {
  multiple: boolean;
  choices: readonly TChoice[];
  selected: readonly string[];
  labelledBy: string;
  /** Answering: the keys chosen, in the choices' order. */
  onSelect?: (selected: string[]) => void;
  /** Review: nothing can be chosen, but the learner's choice stays legible. */
  disabled?: boolean;
  /** Review: the right choices, tagged and listed under the choices. */
  rightKeys?: readonly string[] | null;
};

function ChoiceLabel({ choice, right }: { choice: TChoice; right: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="lectern-choice__label">
      {choice.letter && <span className="lectern-choice__letter">{choice.letter}.</span>}{' '}
      <span className="lectern-choice__content">{choice.content}</span>{' '}
      {right && (
        <span className="lectern-choice__right-tag">
          <CheckCircleFilled aria-hidden /> {t('questions:review.rightOption')}
        </span>
      )}
    </span>
  );
}

/**
 * Choices as radio buttons (one answer) or checkboxes (several), each a real input with its text
 * as its name, so arrows, space, a click or a tap all answer. The review shows them disabled, the
 * right ones tagged and the learner's wrong ones marked.
 */
export function ChoiceList({
  multiple,
  choices,
  selected,
  labelledBy,
  onSelect,
  disabled = false,
  rightKeys = null,
}: TChoiceListProps) {
  const isRight = (key: string) => !!rightKeys?.includes(key);
  const classOf = (key: string) =>
    [
      'lectern-choice',
      isRight(key) && 'lectern-choice--right',
      rightKeys && selected.includes(key) && !isRight(key) && 'lectern-choice--wrong',
    ]
      .filter(Boolean)
      .join(' ');
  const listClass = disabled
    ? 'lectern-choice-list lectern-choice-list--review'
    : 'lectern-choice-list';
  const rightLetters = rightKeys
    ?.map((key) => choices.find((choice) => choice.key === key))
    .map((choice) => choice?.letter ?? choice?.content)
    .filter(Boolean);

  const list = multiple ? (
    <Checkbox.Group
      className={listClass}
      aria-labelledby={labelledBy}
      value={[...selected]}
      disabled={disabled}
      // Kept in the options' order, whatever order they were ticked in.
      onChange={
        onSelect &&
        ((values) =>
          onSelect(choices.map((choice) => choice.key).filter((key) => values.includes(key))))
      }
    >
      {choices.map((choice) => (
        <Checkbox key={choice.key} value={choice.key} className={classOf(choice.key)}>
          <ChoiceLabel choice={choice} right={isRight(choice.key)} />
        </Checkbox>
      ))}
    </Checkbox.Group>
  ) : (
    <Radio.Group
      className={listClass}
      aria-labelledby={labelledBy}
      value={selected[0] ?? null}
      disabled={disabled}
      onChange={onSelect && ((event) => onSelect([event.target.value as string]))}
    >
      {choices.map((choice) => (
        <Radio key={choice.key} value={choice.key} className={classOf(choice.key)}>
          <ChoiceLabel choice={choice} right={isRight(choice.key)} />
        </Radio>
      ))}
    </Radio.Group>
  );

  return (
    <>
      {list}
      {rightLetters && rightLetters.length > 0 && (
        <RightAnswer>
          {rightLetters.map((letter, index) => (
            <span key={index}>
              {index > 0 && ', '}
              {letter}
            </span>
          ))}
        </RightAnswer>
      )}
    </>
  );
}
