import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import type { THomeworkStatus } from '@lectern/contracts/offline-training/offline-training';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

/** A link back, at the top of a page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="lectern-offline-back">
      <ArrowLeftOutlined aria-hidden /> {label}
    </Link>
  );
}

/** A read's refusal in the learner's language, in place of the page. */
export function Refusal({ error, code }: { error?: unknown; code?: string }) {
  return <Alert type="error" showIcon title={errorMessage(code ?? errorCodeOf(error))} />;
}

/** Spec §3 date fields: 'yyyy-MM-dd hh:mm:ss', or a dash when absent. */
export const timeOrDash = (value: number | null) => (value === null ? '—' : formatDateTime(value));

/** From–to of a session or window. */
export const timeRange = (from: number, to: number) =>
  `${formatDateTime(from)} ~ ${formatDateTime(to)}`;

const STATUS_COLOURS: Record<THomeworkStatus, string> = {
  todo: 'default',
  submitted: 'processing',
  graded: 'success',
};

/** A homework's status as a tag: to hand in, waiting for the mentor, graded. */
export function HomeworkStatusTag({ status }: { status: THomeworkStatus }) {
  const { t } = useTranslation();
  return (
    <Tag className="lectern-offline-tag" color={STATUS_COLOURS[status]}>
      {t(`offline-training:homework.status.${status}`)}
    </Tag>
  );
}
