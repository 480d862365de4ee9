import Empty from 'antd/es/empty';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A small drawing of an empty tray; inline so the empty state never waits for an image. */
function EmptyCover() {
  return (
    <svg width="120" height="80" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <ellipse
        cx="60"
        cy="70"
        rx="46"
        ry="6"
        fill="var(--lectern-main-color-secondary, #d9e6ff)"
        opacity="0.35"
      />
      <path d="M22 44 L36 18 H84 L98 44 Z" fill="#f5f7fa" stroke="#c9d3e0" strokeWidth="2" />
      <path
        d="M22 44 H46 A14 10 0 0 0 74 44 H98 V64 A4 4 0 0 1 94 68 H26 A4 4 0 0 1 22 64 Z"
        fill="#ffffff"
        stroke="#c9d3e0"
        strokeWidth="2"
      />
      <path
        d="M48 28 H72 M52 35 H68"
        stroke="var(--lectern-main-color, #5699ff)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

type TEmptyListProps = {
  /** Defaults to 'no data' (spec §2). */
  description?: ReactNode;
  children?: ReactNode;
};

/** Spec §2 empty list: a cover image and 'no data', or the given text. */
export function EmptyList({ description, children }: TEmptyListProps) {
  const { t } = useTranslation();
  return (
    <Empty
      className="lectern-empty-list"
      image={<EmptyCover />}
      description={description ?? t('common:emptyList.noData')}
    >
      {children}
    </Empty>
  );
}
