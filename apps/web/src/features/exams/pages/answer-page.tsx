import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { errorMessage } from '@/lib/api-client';
import { AnswerDetailPage } from './answer-detail-page';
import { ExamPaths } from '../exams.feature';

const AnswerListPage = lazy(() =>
  import('./answer-list-page').then((module) => ({ default: module.AnswerListPage })),
);

/**
 * /exam/answer (spec §2): with an answerSheetId or a queryCode, that sheet's answer detail; with
 * only a paperId, the list of the learner's sheets of that paper.
 */
export function AnswerPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const answerSheetId = query.get('answerSheetId') || undefined;
  const queryCode = query.get('queryCode') || undefined;

  if (answerSheetId || queryCode) {
    return <AnswerDetailPage answerSheetId={answerSheetId} queryCode={queryCode} />;
  }
  if (query.get('paperId')) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AnswerListPage />
      </Suspense>
    );
  }
  return (
    <FullScreenOverlay
      text={errorMessage(ErrorCode.PAPER_AND_ANSWER_SHEET_NUMBER_EMPTY)}
      jumpTo={ExamPaths.EXAM_LIST}
      actionText={t('exam-answering:backToExamList')}
    />
  );
}
