import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import { ExamState } from '@lectern/contracts/common/enums';
import type { TExamSummary } from '@lectern/contracts/exams/exam';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { ExamStateTag } from './exam-state-tag';
import { attemptsText, examTimeRange } from './exam-times';
import { TenantText } from '@/components/ui/tenant-text';
import { ExamPaths } from '../exams.feature';

/** States in which the exam can still be entered: it is open or will open (spec §4). */
const enterableStates = new Set<number>([
  ExamState.IN_PROGRESS,
  ExamState.NOT_STARTED,
  ExamState.WAITING,
  ExamState.NOT_WITHIN_EXAM_TIME,
]);

const paperQuery = (paperId: string) => `?paperId=${encodeURIComponent(paperId)}`;
const continuePath = (answerSheetId: string) =>
  `${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=${encodeURIComponent(answerSheetId)}`;

type TExamCardProps = {
  exam: TExamSummary;
  onDeleteRecord: (exam: TExamSummary) => void;
};

/**
 * One exam of the list (spec §2): state, exam time, release time, attempts, and the actions that
 * apply: enter, continue, delete the exam record, view the answer sheets.
 */
export function ExamCard({ exam, onDeleteRecord }: TExamCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const { answeringSheetId } = exam;
  const hasRecord = exam.lastSheetId !== null;

  return (
    <li>
      <article aria-labelledby={titleId}>
        <Card
          size="small"
          title={
            <h3 id={titleId} className="lectern-exam-card__title">
              <TenantText>{exam.paperName}</TenantText>
            </h3>
          }
          extra={<ExamStateTag state={exam.state} />}
        >
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              ...(exam.classifyName
                ? [
                    {
                      key: 'classification',
                      label: t('exams:list.classification'),
                      children: (
                        <Tag variant="filled">
                          <TenantText>{exam.classifyName}</TenantText>
                        </Tag>
                      ),
                    },
                  ]
                : []),
              {
                key: 'examTime',
                label: t('exams:list.examTime'),
                children: examTimeRange(exam, t),
              },
              {
                key: 'pushDate',
                label: t('exams:list.pushDate'),
                children:
                  exam.pushDate === null ? t('exams:time.notSet') : formatDateTime(exam.pushDate),
              },
              { key: 'attempts', label: t('exams:list.attempts'), children: attemptsText(exam, t) },
            ]}
          />
          <div className="lectern-exam-card__actions">
            {answeringSheetId !== null ? (
              <Button type="primary" onClick={() => navigate(continuePath(answeringSheetId))}>
                {t('exams:list.continue')}
              </Button>
            ) : (
              enterableStates.has(exam.state) && (
                <Button
                  type="primary"
                  onClick={() => navigate(`${ExamPaths.EXAM_PREVIEW}${paperQuery(exam.paperId)}`)}
                >
                  {t('exams:list.enter')}
                </Button>
              )
            )}
            {hasRecord && (
              <Button
                onClick={() => navigate(`${ExamPaths.EXAM_ANSWER}${paperQuery(exam.paperId)}`)}
              >
                {t('exams:list.viewAnswerSheets')}
              </Button>
            )}
            {hasRecord && (
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => onDeleteRecord(exam)}
              >
                {t('exams:list.deleteRecord')}
              </Button>
            )}
          </div>
        </Card>
      </article>
    </li>
  );
}
