import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TSelfGradedAnswer } from '@lectern/contracts/exams/get-self-grading';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Result from 'antd/es/result';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QuestionReviewCard } from '@/components/questions/question-card';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSelfGrading } from '../api/get-self-grading';
import { useGradeOwnAnswer } from '../api/post-grade-own-answer';
import { ExamScreen } from '../components/exam-screen';
import '../components/answering/answering.css';
import { ExamPaths } from '../exams.feature';

/** Scores step by half a point, as markers usually give them. */
const SCORE_STEP = 0.5;

/** One subjective answer: the learner's answer, the reference answer and their score for it. */
function AnswerToGrade({
  answerSheetId,
  item,
  number,
  onJudged,
}: {
  answerSheetId: string;
  item: TSelfGradedAnswer;
  number: number;
  onJudged: () => void;
}) {
  const { t } = useTranslation();
  const scoreId = useId();
  const [score, setScore] = useState<number | null>(null);
  const grade = useGradeOwnAnswer();
  const { question, answer, fullScore, referenceAnswer, analysis, mark } = item;
  const given = mark?.score ?? (grade.data ? score : null);

  const submit = () => {
    if (score === null) return;
    grade.mutate(
      { answerSheetId, questionId: question.questionId, score },
      {
        onSuccess: (sheet) => {
          if (sheet.state === SheetState.JUDGED) onJudged();
        },
      },
    );
  };

  return (
    <li className="lectern-self-grading__question">
      <QuestionReviewCard
        question={question}
        number={String(number)}
        answer={answer}
        answerKey={null}
      >
        <section className="lectern-answer-detail__analysis">
          <h4>{t('exams:selfGrading.referenceAnswer')}</h4>
          {referenceAnswer ? (
            <p className="lectern-self-grading__reference">{referenceAnswer}</p>
          ) : analysis ? (
            <RichText html={analysis} />
          ) : (
            <p>{t('exams:selfGrading.noReference')}</p>
          )}
        </section>
        {given !== null ? (
          <p className="lectern-self-grading__given" role="status">
            {t('exams:selfGrading.given', { score: given, total: fullScore })}
          </p>
        ) : (
          <div className="lectern-self-grading__form">
            <label htmlFor={scoreId}>
              {t('exams:selfGrading.yourScore', { total: fullScore })}
            </label>
            <InputNumber
              id={scoreId}
              min={0}
              max={fullScore}
              step={SCORE_STEP}
              precision={2}
              value={score}
              onChange={(value) => setScore(value)}
            />
            <Button
              type="primary"
              disabled={score === null}
              loading={grade.isPending}
              onClick={submit}
            >
              {t('exams:selfGrading.confirm')}
            </Button>
          </div>
        )}
      </QuestionReviewCard>
    </li>
  );
}

/**
 * Spec §2 /exam/answer-grade-own: within 30 minutes of the exam's end, the learner scores each
 * of their subjective answers against its reference answer; the last score gives the result.
 */
export function SelfGradingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const answerSheetId = query.get('answerSheetId') ?? '';
  const [judged, setJudged] = useState(false);
  const { data: grading, error } = useSelfGrading(judged ? '' : answerSheetId);
  const finishPath = `${ExamPaths.EXAM_FINISH}?answerSheetId=${encodeURIComponent(answerSheetId)}`;

  if (judged) {
    return (
      <ExamScreen title={t('exams:selfGrading.title')}>
        <Result
          status="success"
          title={t('exams:selfGrading.done')}
          extra={
            <Button type="primary" onClick={() => navigate(finishPath, { replace: true })}>
              {t('exams:selfGrading.viewResult')}
            </Button>
          }
        />
      </ExamScreen>
    );
  }
  if (!answerSheetId || error) {
    const code = !answerSheetId ? ErrorCode.ANSWER_SHEET_NUMBER_EMPTY : errorCodeOf(error);
    return (
      <FullScreenOverlay
        text={errorMessage(code)}
        jumpTo={answerSheetId ? finishPath : ExamPaths.EXAM_LIST}
        actionText={answerSheetId ? t('exams:selfGrading.viewResult') : t('exams:backToExamList')}
      />
    );
  }
  if (!grading) return <PageLoading />;

  return (
    <ExamScreen
      title={
        <>
          {t('exams:selfGrading.title')}
          {' · '}
          <TenantText>{grading.paperName}</TenantText>
        </>
      }
    >
      <Alert
        type="info"
        showIcon
        title={t('exams:selfGrading.until', { time: formatDateTime(grading.until) })}
        description={t('exams:selfGrading.hint')}
      />
      <ol className="lectern-self-grading">
        {grading.questions.map((item, index) => (
          <AnswerToGrade
            key={item.question.questionId}
            answerSheetId={grading.answerSheetId}
            item={item}
            number={index + 1}
            onJudged={() => setJudged(true)}
          />
        ))}
      </ol>
    </ExamScreen>
  );
}
