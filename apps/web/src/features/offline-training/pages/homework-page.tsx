import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  MAX_HOMEWORK_FILES,
  MAX_HOMEWORK_TEXT,
  type THomeworkDetail,
  type THomeworkFile,
} from '@lectern/contracts/offline-training/offline-training';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { feedback } from '@/lib/feedback';
import { useListQuery } from '@/lib/paged-list';
import { usePostUploadFile } from '@/lib/uploads';
import { useHomeworkDetail } from '../api/get-homework-detail';
import { useSubmitHomework } from '../api/post-submit-homework';
import { BackLink, HomeworkStatusTag, Refusal, timeOrDash } from '../components/offline-parts';
import { SubmissionView } from '../components/submission-view';
import { classPath, LinkedPaths, OfflinePaths } from '../offline-training.feature';
import '../offline-training.css';

function HandInForm({ homework }: { homework: THomeworkDetail }) {
  const { t } = useTranslation();
  const [content, setContent] = useState(homework.submission?.content ?? '');
  const [files, setFiles] = useState<THomeworkFile[]>(homework.submission?.files ?? []);
  const uploadFile = usePostUploadFile();
  const submit = useSubmitHomework();
  const empty = content.trim() === '' && files.length === 0;

  return (
    <Card
      size="small"
      className="lectern-offline-section"
      title={t(
        homework.submission
          ? 'offline-training:homework.handInAgain'
          : 'offline-training:homework.handIn',
      )}
    >
      <div className="lectern-offline-grade-form">
        <Input.TextArea
          aria-label={t('offline-training:homework.content')}
          placeholder={t('offline-training:homework.contentPlaceholder')}
          value={content}
          maxLength={MAX_HOMEWORK_TEXT}
          showCount
          autoSize={{ minRows: 4, maxRows: 12 }}
          onChange={(event) => setContent(event.target.value)}
        />
        <List
          size="small"
          dataSource={files}
          locale={{ emptyText: t('offline-training:homework.noFiles') }}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="link"
                  onClick={() =>
                    setFiles((current) => current.filter((item) => item.url !== file.url))
                  }
                >
                  {t('offline-training:homework.removeFile')}
                </Button>,
              ]}
            >
              {file.name}
            </List.Item>
          )}
        />
        <Upload
          showUploadList={false}
          disabled={uploadFile.isPending || files.length >= MAX_HOMEWORK_FILES}
          customRequest={() => undefined}
          beforeUpload={(file) => {
            void uploadFile
              .mutateAsync(file)
              .then((url) => setFiles((current) => [...current, { url, name: file.name }]))
              .catch(() => undefined);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploadFile.isPending}>
            {t('offline-training:homework.addFile', { max: MAX_HOMEWORK_FILES })}
          </Button>
        </Upload>
        <Button
          type="primary"
          disabled={empty}
          loading={submit.isPending}
          onClick={() =>
            submit.mutate(
              { homeworkId: homework.homeworkId, content, files },
              { onSuccess: () => feedback.success(t('offline-training:homework.handedIn')) },
            )
          }
        >
          {t('offline-training:homework.submit')}
        </Button>
        {empty && <span>{t('offline-training:homework.empty')}</span>}
      </div>
    </Card>
  );
}

/**
 * Spec §2 /homework (and /maphomeworkdetail, reached from a learning map): a class homework's
 * task, the learner's submission and grade, and the hand-in form until it is graded.
 */
export function HomeworkPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { query } = useListQuery();
  const homeworkId = query.get('homeworkId') ?? '';
  const mapId = query.get('mapId');
  const detail = useHomeworkDetail(homeworkId);
  const homework = detail.data;
  const fromMap = pathname === OfflinePaths.MAP_HOMEWORK && mapId;
  const back = fromMap ? (
    <BackLink
      to={`${LinkedPaths.LEARN_MAP}?mapId=${encodeURIComponent(mapId)}`}
      label={t('offline-training:homework.backToMap')}
    />
  ) : homework ? (
    <BackLink to={classPath(homework.classId)} label={homework.className} />
  ) : (
    <BackLink to={OfflinePaths.CLASSES} label={t('offline-training:list.title')} />
  );

  if (!homeworkId || detail.isError) {
    return (
      <main className="lectern-offline-screen">
        {back}
        <Refusal
          error={detail.error}
          code={homeworkId ? undefined : ErrorCode.HOMEWORK_NOT_FOUND}
        />
      </main>
    );
  }
  if (!homework) return <PageLoading />;
  return (
    <main className="lectern-offline-screen">
      {back}
      <Typography.Title level={2}>
        <TenantText>{homework.title}</TenantText>
      </Typography.Title>
      <p>
        <HomeworkStatusTag status={homework.status} />
        {t('offline-training:homework.fullScore', {
          full: homework.fullScore,
          pass: homework.passScore,
        })}
      </p>
      {homework.endTime !== null && (
        <p>{t('offline-training:homework.deadline', { time: timeOrDash(homework.endTime) })}</p>
      )}
      <Typography.Paragraph className="lectern-offline-text">
        <TenantText>{homework.description}</TenantText>
      </Typography.Paragraph>
      {homework.submission && (
        <Card
          size="small"
          className="lectern-offline-section"
          title={t('offline-training:homework.mySubmission')}
        >
          <SubmissionView submission={homework.submission} />
        </Card>
      )}
      {homework.canSubmit ? (
        <HandInForm key={homework.submission?.submitCount ?? 0} homework={homework} />
      ) : (
        homework.status !== 'graded' && (
          <p className="lectern-offline-section">{t('offline-training:homework.closed')}</p>
        )
      )}
    </main>
  );
}
