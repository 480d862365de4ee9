import type { TAnswerListRow } from '@lectern/contracts/exams/get-answer-list';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TStackedColumn,
} from '@/components/ui/stacked-table';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAnswerList } from '../api/get-answer-list';
import { ExamScreen } from '../components/exam-screen';
import { JudgedTag, SheetOutcome, SheetScore } from '../components/sheet-result';
import { ExamPaths } from '../exams.feature';

/**
 * Spec §2 answer list (/exam/answer?paperId=…): each of the learner's sessions of a paper with
 * its number, start and end time, score and whether it is judged, and a way to its details.
 */
export function AnswerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const paperId = query.get('paperId') ?? '';
  const { data: answers, error } = useAnswerList(paperId);

  if (error) {
    return (
      <FullScreenOverlay
        text={errorMessage(errorCodeOf(error))}
        jumpTo={ExamPaths.EXAM_LIST}
        actionText={t('exams:backToExamList')}
      />
    );
  }
  if (!answers) return <PageLoading />;

  const columns: TStackedColumn<TAnswerListRow>[] = [
    {
      key: 'answerNo',
      title: t('exams:answerList.columns.number'),
      render: (_, sheet) => t('exams:answerList.attempt', { number: sheet.answerNo }),
    },
    {
      key: 'startTime',
      title: t('exams:columns.startTime'),
      render: (_, sheet) => formatDateTime(sheet.startTime),
    },
    {
      key: 'finishTime',
      title: t('exams:columns.endTime'),
      render: (_, sheet) => formatDateTime(sheet.finishTime),
    },
    {
      key: 'score',
      title: t('exams:columns.score'),
      render: (_, sheet) => <SheetScore state={sheet.state} score={sheet.score} />,
    },
    {
      key: 'judged',
      title: t('exams:answerList.columns.judged'),
      render: (_, sheet) => <JudgedTag state={sheet.state} />,
    },
    {
      key: 'result',
      title: t('exams:columns.result'),
      render: (_, sheet) => <SheetOutcome state={sheet.state} passed={sheet.passed} />,
    },
    {
      key: 'actions',
      title: t('exams:columns.actions'),
      render: (_, sheet) => (
        <Button
          type="link"
          aria-label={t('exams:answerList.viewAttempt', { number: sheet.answerNo })}
          onClick={() =>
            navigate(
              `${ExamPaths.EXAM_ANSWER}?answerSheetId=${encodeURIComponent(sheet.answerSheetId)}`,
            )
          }
        >
          {t('exams:viewDetails')}
        </Button>
      ),
    },
  ];

  return (
    <ExamScreen
      title={t('exams:answerList.title', { paperName: answers.paperName })}
      extra={
        <Button
          onClick={() =>
            navigate(`${ExamPaths.EXAM_RANKINGS}?paperId=${encodeURIComponent(paperId)}`)
          }
        >
          {t('exams:finish.rankings')}
        </Button>
      }
    >
      <Table<TAnswerListRow>
        rowKey="answerSheetId"
        className={STACKED_TABLE_CLASS}
        columns={stackedColumns(columns)}
        dataSource={answers.list}
        pagination={false}
        locale={{ emptyText: <EmptyList /> }}
        scroll={{ x: 'max-content' }}
      />
    </ExamScreen>
  );
}
