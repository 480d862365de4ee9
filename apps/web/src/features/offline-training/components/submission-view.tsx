import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import type { THomeworkSubmission } from '@lectern/contracts/offline-training/offline-training';
import { useTranslation } from 'react-i18next';
import { timeOrDash } from './offline-parts';

/** A submission's text and files, and its grade once graded. */
export function SubmissionView({ submission }: { submission: THomeworkSubmission }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'learner',
          label: t('offline-training:homework.learner'),
          children: submission.memberName,
        },
        {
          key: 'submitTime',
          label: t('offline-training:homework.submitTime'),
          children: `${timeOrDash(submission.submitTime)} (${t('offline-training:homework.submitCount', { count: submission.submitCount })})`,
        },
        {
          key: 'content',
          label: t('offline-training:homework.content'),
          children: <div className="lectern-offline-text">{submission.content || '—'}</div>,
        },
        {
          key: 'files',
          label: t('offline-training:homework.files'),
          children:
            submission.files.length === 0 ? (
              '—'
            ) : (
              <div className="lectern-offline-files">
                {submission.files.map((file) => (
                  <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
                    <PaperClipOutlined aria-hidden /> {file.name}
                  </a>
                ))}
              </div>
            ),
        },
        {
          key: 'score',
          label: t('offline-training:homework.score'),
          children:
            submission.score === null ? (
              t('offline-training:homework.status.submitted')
            ) : (
              <>
                <strong>{submission.score}</strong>{' '}
                <Tag color={submission.passed ? 'success' : 'error'}>
                  {t(
                    submission.passed
                      ? 'offline-training:homework.passed'
                      : 'offline-training:homework.failed',
                  )}
                </Tag>
              </>
            ),
        },
        ...(submission.gradeTime === null
          ? []
          : [
              {
                key: 'comment',
                label: t('offline-training:homework.comment'),
                children: <div className="lectern-offline-text">{submission.comment || '—'}</div>,
              },
              {
                key: 'grader',
                label: t('offline-training:homework.grader'),
                children: submission.graderName ?? '—',
              },
              {
                key: 'gradeTime',
                label: t('offline-training:homework.gradeTime'),
                children: timeOrDash(submission.gradeTime),
              },
            ]),
      ]}
    />
  );
}
