import Rate from 'antd/es/rate';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §3 comment score: stars 1–5. */
export const MAX_STARS = 5;

/** A course's average score as stars, for the eye, with the score written out. */
export function StarScore({ score, count }: { score: number; count: number }) {
  const { t } = useTranslation();
  return (
    <span className="lectern-star-score">
      <Rate disabled allowHalf value={score} count={MAX_STARS} aria-hidden="true" />
      <span>
        {count > 0
          ? t('courses:rating.summary', { score: score.toFixed(1), number: count })
          : t('courses:rating.none')}
      </span>
    </span>
  );
}

type TStarInputProps = {
  value: number;
  onChange: (value: number) => void;
  label: string;
};

/** A 1–5 star choice whose every star says its number to a screen reader. */
export function StarInput({ value, onChange, label }: TStarInputProps) {
  const { t } = useTranslation();
  return (
    <span role="radiogroup" aria-label={label}>
      <Rate
        value={value}
        count={MAX_STARS}
        allowClear={false}
        onChange={onChange}
        characterRender={(node: ReactElement, { index = 0 }: { index?: number }) => {
          const radio = (node as ReactElement<{ children: ReactElement }>).props.children;
          return cloneElement(
            node,
            undefined,
            cloneElement(radio as ReactElement<Record<string, unknown>>, {
              'aria-label': t('courses:rating.stars', { number: index + 1 }),
            }),
          );
        }}
      />
    </span>
  );
}
