import { QuestionType } from '@lectern/contracts/common/enums';
import type {
  TDailyQuestion,
  TJudgedDailyAnswer,
} from '@lectern/contracts/daily-practice/daily-practice';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard, QuestionReviewCard } from '@/components/questions/question-card';
import { RichText } from '@/components/ui/rich-text';

function Judgement({ judged }: { judged: TJudgedDailyAnswer }) {
  const { t } = useTranslation();
  if (judged.correct === true) return <Tag color="success">{t('daily-practice:screen.right')}</Tag>;
  if (judged.correct === false) return <Tag color="error">{t('daily-practice:screen.wrong')}</Tag>;
  return <Tag>{t('daily-practice:screen.compare')}</Tag>;
}

/** A short answer's reference answer (other types show their key in the review view). */
function ReferenceAnswer({ judged }: { judged: TJudgedDailyAnswer }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (judged.key.questionType !== QuestionType.SHORT_ANSWER || !judged.key.referenceAnswer) {
    return null;
  }
  return (
    <section className="lectern-daily-screen__analysis" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('daily-practice:screen.key')}</h4>
      <p>{judged.key.referenceAnswer}</p>
    </section>
  );
}

type TDailyQuestionProps = {
  item: TDailyQuestion;
  number: string;
  judged: TJudgedDailyAnswer | undefined;
  draft: TAnswer | null;
  onDraft: (answer: TAnswer | null) => void;
  onSubmit: () => void;
  saving: boolean;
};

/**
 * One question of the day. Answered: locked, with right or wrong, the key and the analysis. Not
 * yet: its answer controls and a submit button.
 */
export function DailyQuestion({
  item,
  number,
  judged,
  draft,
  onDraft,
  onSubmit,
  saving,
}: TDailyQuestionProps) {
  const { t } = useTranslation();
  if (judged) {
    return (
      <QuestionReviewCard
        question={item.view}
        number={number}
        answer={judged.answer}
        answerKey={judged.key}
        headerExtra={<Judgement judged={judged} />}
      >
        <ReferenceAnswer judged={judged} />
        {judged.analysis && (
          <section className="lectern-daily-screen__analysis">
            <h4>{t('daily-practice:screen.analysis')}</h4>
            <RichText html={judged.analysis} />
          </section>
        )}
      </QuestionReviewCard>
    );
  }
  return (
    <QuestionCard question={item.view} number={number} answer={draft} onChange={onDraft}>
      <div className="lectern-daily-screen__submit">
        <Button type="primary" disabled={draft === null} loading={saving} onClick={onSubmit}>
          {t('daily-practice:screen.submit')}
        </Button>
      </div>
    </QuestionCard>
  );
}
