import { QuestionType } from '@lectern/contracts/common/enums';
import type { TGetQuestionDetailResponse } from '@lectern/contracts/questions/get-question-detail';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { QuestionReviewCard } from './question-card';

type TQuestionDetailProps = {
  detail: TGetQuestionDetailResponse;
  headerExtra?: ReactNode;
  children?: ReactNode;
};

/**
 * A question on its own, outside an exam or a round: its key shown by its type's review view (a
 * short answer's reference answer as text) and its analysis. What a favourite or a note opens.
 */
export function QuestionDetail({ detail, headerExtra, children }: TQuestionDetailProps) {
  const { t } = useTranslation();
  const { view, key, analysis } = detail;
  return (
    <QuestionReviewCard
      question={view}
      number="1"
      answer={null}
      answerKey={key}
      headerExtra={headerExtra}
    >
      {key.questionType === QuestionType.SHORT_ANSWER && key.referenceAnswer && (
        <section className="lectern-question-detail__section">
          <h4>{t('questions:detail.referenceAnswer')}</h4>
          <p>{key.referenceAnswer}</p>
        </section>
      )}
      {analysis && (
        <section className="lectern-question-detail__section">
          <h4>{t('questions:detail.analysis')}</h4>
          <RichText html={analysis} />
        </section>
      )}
      {children}
    </QuestionReviewCard>
  );
}
