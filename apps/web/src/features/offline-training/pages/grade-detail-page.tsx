import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Typography from 'antd/es/typography';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  MAX_HOMEWORK_COMMENT,
  type THomeworkGradeDetail,
} from '@lectern/contracts/offline-training/offline-training';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { feedback } from '@/lib/feedback';
import { useListQuery } from '@/lib/paged-list';
import { useHomeworkGradeDetail } from '../api/get-homework-grade-detail';
import { useGradeHomework } from '../api/post-grade-homework';
import { BackLink, Refusal } from '../components/offline-parts';
import { SubmissionView } from '../components/submission-view';
import { OfflinePaths } from '../offline-training.feature';
import '../offline-training.css';

function GradeForm({ detail }: { detail: THomeworkGradeDetail }) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const grade = useGradeHomework();
  const full = detail.homework.fullScore;
  return (
    <Card
      size="small"
      className="lectern-offline-section"
      title={t('offline-training:grade.title')}
    >
      <div className="lectern-offline-grade-form">
        <label>
          {t('offline-training:grade.score', { full })}{' '}
          <InputNumber<number>
            aria-label={t('offline-training:homework.score')}
            min={0}
            max={full}
            value={score}
            onChange={setScore}
          />
        </label>
        <Input.TextArea
          aria-label={t('offline-training:homework.comment')}
          placeholder={t('offline-training:grade.commentPlaceholder')}
          maxLength={MAX_HOMEWORK_COMMENT}
          autoSize={{ minRows: 3, maxRows: 8 }}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button
          type="primary"
          disabled={score === null}
          loading={grade.isPending}
          onClick={() =>
            score !== null &&
            grade.mutate(
              { submissionId: detail.submission.submissionId, score, comment },
              { onSuccess: () => feedback.success(t('offline-training:grade.done')) },
            )
          }
        >
          {t('offline-training:grade.submit')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * Spec §2 /homeworkgradeDetail: one handed-in homework with its grade, for its learner; the
 * learner's mentor (or an administrator) grades it here while it waits.
 */
export function GradeDetailPage() {
  const { t } = useTranslation();
  const { query } = useListQuery();
  const submissionId = query.get('submissionId') ?? '';
  const detail = useHomeworkGradeDetail(submissionId);
  const data = detail.data;
  const back =
    query.get('from') === 'mentor' ? (
      <BackLink to={OfflinePaths.MENTOR} label={t('offline-training:mentor.title')} />
    ) : (
      <BackLink to={OfflinePaths.RESULTS} label={t('offline-training:results.title')} />
    );

  if (!submissionId || detail.isError) {
    return (
      <main className="lectern-offline-screen">
        {back}
        <Refusal
          error={detail.error}
          code={submissionId ? undefined : ErrorCode.HOMEWORK_NOT_FOUND}
        />
      </main>
    );
  }
  if (!data) return <PageLoading />;
  return (
    <main className="lectern-offline-screen">
      {back}
      <Typography.Title level={2}>
        <TenantText>{data.homework.title}</TenantText>
      </Typography.Title>
      <p>
        <TenantText>{data.homework.className}</TenantText> ·{' '}
        {t('offline-training:homework.fullScore', {
          full: data.homework.fullScore,
          pass: data.homework.passScore,
        })}
      </p>
      <Typography.Paragraph className="lectern-offline-text">
        <TenantText>{data.homework.description}</TenantText>
      </Typography.Paragraph>
      <SubmissionView submission={data.submission} />
      {data.canGrade && <GradeForm detail={data} />}
    </main>
  );
}
