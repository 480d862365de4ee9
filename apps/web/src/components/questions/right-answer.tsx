import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Right answer: …' under a question or a blank in the answer detail. */
export function RightAnswer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="lectern-question__right-answer">
      <span className="lectern-question__right-answer-label">
        {t('questions:review.rightAnswer')}
      </span>{' '}
      {children}
    </div>
  );
}
