import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { FINISH_REDIRECT_SECONDS, SheetState } from '@lectern/contracts/exams/exam';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDuration } from '@/lib/format';
import { useExamResult } from '../api/get-exam-result';
import { AnswerSheetQrCode } from '../components/answer-sheet-qr-code';
import { ExamScreen } from '../components/exam-screen';
import { PageLeaveRecords } from '../components/page-leave-records';
import { TenantText } from '@/components/ui/tenant-text';
import { ExamPaths } from '../exams.feature';

const MILLIS_PER_SECOND = 1_000;

/**
 * Spec §9: the finish page goes to the exam list after FINISH_REDIRECT_SECONDS, unless the
 * learner chooses to stay. Answers the seconds left, or null once stopped.
 */
function useRedirectCountdown(to: string) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(FINISH_REDIRECT_SECONDS);
  const counting = secondsLeft !== null;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(
      () => setSecondsLeft((seconds) => (seconds === null ? null : Math.max(0, seconds - 1))),
      MILLIS_PER_SECOND,
    );
    return () => window.clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (secondsLeft === 0) void navigate(to, { replace: true });
  }, [secondsLeft, navigate, to]);

  const stay = useCallback(() => setSecondsLeft(null), []);
  return { secondsLeft, stay };
}

/** The headline: passed, not passed, being marked, hidden until release, or still answering. */
function Outcome({ result }: { result: TGetExamResultResponse }) {
  const { t } = useTranslation();
  if (result.state === SheetState.ANSWERING) {
    return <Result status="info" title={errorMessage(ErrorCode.EXAM_IN_PROGRESS)} />;
  }
  if (result.state === SheetState.MARKING && result.selfGradingUntil !== null) {
    return (
      <Result
        status="info"
        title={errorMessage(ErrorCode.EXAM_ENDED_SELF_GRADE)}
        subTitle={t('exams:selfGrading.until', { time: formatDateTime(result.selfGradingUntil) })}
      />
    );
  }
  if (result.state === SheetState.MARKING) {
    return <Result status="info" title={errorMessage(ErrorCode.PAPER_BEING_MARKED)} />;
  }
  if (result.resultReleaseTime !== null || result.passed === null) {
    return (
      <Result
        status="info"
        title={t('exams:finish.hidden')}
        subTitle={
          result.resultReleaseTime === null
            ? undefined
            : t('exams:finish.releaseTime', { time: formatDateTime(result.resultReleaseTime) })
        }
      />
    );
  }
  return result.passed ? (
    <Result status="success" title={t('exams:finish.passed')} />
  ) : (
    <Result status="warning" title={t('exams:finish.failed')} />
  );
}

function ExamFinish({ result }: { result: TGetExamResultResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { secondsLeft, stay } = useRedirectCountdown(ExamPaths.EXAM_LIST);
  const selfGrading = result.selfGradingUntil !== null;
  // Answers waiting for the learner's own score keep them here: the window is theirs to use.
  useEffect(() => {
    if (selfGrading) stay();
  }, [selfGrading, stay]);
  const paperQuery = `?paperId=${encodeURIComponent(result.paperId)}`;
  const hiddenScore =
    result.state === SheetState.MARKING
      ? t('exams:sheet.beingMarked')
      : t('exams:sheet.notReleased');

  return (
    <ExamScreen title={<TenantText>{result.paperName}</TenantText>}>
      {result.pageLeaves?.forcedSubmission && (
        <Alert type="error" showIcon title={errorMessage(ErrorCode.CHEATING_FORCED_SUBMISSION)} />
      )}
      <Card>
        <Outcome result={result} />
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            {
              key: 'score',
              label: t('exams:finish.score'),
              children:
                result.score === null
                  ? hiddenScore
                  : t('exams:scoreOf', { score: result.score, total: result.totalScore }),
            },
            { key: 'passScore', label: t('exams:finish.passScore'), children: result.passScore },
            {
              key: 'timeUsed',
              label: t('exams:finish.timeUsed'),
              children: formatDuration(Math.round(result.timeUsed / MILLIS_PER_SECOND), t),
            },
            {
              key: 'rank',
              label: t('exams:finish.rank'),
              children:
                result.rank !== null
                  ? t('exams:finish.rankValue', { rank: result.rank })
                  : result.score === null
                    ? hiddenScore
                    : t('exams:finish.notRanked'),
            },
          ]}
        />
      </Card>
      {result.pageLeaves && <PageLeaveRecords events={result.pageLeaves.events} />}
      <Card title={t('exams:finish.lookUpLater')}>
        <AnswerSheetQrCode queryCode={result.queryCode} />
      </Card>
      <div className="lectern-exam-screen__actions">
        {selfGrading && (
          <Button
            type="primary"
            onClick={() =>
              navigate(
                `${ExamPaths.SELF_GRADING}?answerSheetId=${encodeURIComponent(result.answerSheetId)}`,
              )
            }
          >
            {t('exams:selfGrading.open')}
          </Button>
        )}
        <Button onClick={() => navigate(`${ExamPaths.EXAM_RANKINGS}${paperQuery}`)}>
          {t('exams:finish.rankings')}
        </Button>
        {result.canViewAnswers && (
          <Button
            onClick={() =>
              navigate(
                `${ExamPaths.EXAM_ANSWER}?answerSheetId=${encodeURIComponent(result.answerSheetId)}`,
              )
            }
          >
            {t('exams:finish.answerDetail')}
          </Button>
        )}
        {result.canRetake && (
          <Button type="primary" onClick={() => navigate(`${ExamPaths.EXAM_PREVIEW}${paperQuery}`)}>
            {t('exams:finish.retake')}
          </Button>
        )}
      </div>
      {secondsLeft !== null && (
        <p className="lectern-exam-finish__redirect">
          <span>{t('exams:finish.redirecting', { second: secondsLeft })}</span>
          <Button size="small" onClick={stay}>
            {t('exams:finish.stay')}
          </Button>
        </p>
      )}
    </ExamScreen>
  );
}

/** Spec §2 exam result / finish (/exam/finish?answerSheetId=…). */
export function ExamFinishPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const answerSheetId = query.get('answerSheetId') ?? '';
  const { data: result, error } = useExamResult(answerSheetId);

  if (!answerSheetId || error) {
    const code = !answerSheetId ? ErrorCode.ANSWER_SHEET_NUMBER_EMPTY : errorCodeOf(error);
    return (
      <FullScreenOverlay
        text={errorMessage(code)}
        jumpTo={ExamPaths.EXAM_LIST}
        actionText={t('exams:backToExamList')}
      />
    );
  }
  if (!result) return <PageLoading />;
  return <ExamFinish result={result} />;
}
