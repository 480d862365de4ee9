import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublishedList } from '@/components/ui/published-list';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { useNoticeList } from '../api/get-notice-list';
import { NoticePaths } from '../notices.feature';

/** Spec §2 /notice: the notices addressed to the learner, newest first, searchable by title. */
export function NoticeListPage() {
  const { t } = useTranslation();
  return (
    <PublishedList
      title={t('notices:title')}
      searchPlaceholder={t('notices:searchPlaceholder')}
      useList={useNoticeList}
      itemKey={(notice) => notice.noticeId}
      renderItem={(notice) => (
        <>
          <Link
            className="lectern-published-item__title"
            to={`${NoticePaths.NOTICE_DETAIL}?noticeId=${encodeURIComponent(notice.noticeId)}`}
          >
            <TenantText>{notice.title}</TenantText>
          </Link>
          <span className="lectern-published-item__meta">
            <time dateTime={new Date(notice.publishTime).toISOString()}>
              {formatDateTime(notice.publishTime)}
            </time>
            {notice.attachmentCount > 0 && (
              <span>
                <PaperClipOutlined aria-hidden />{' '}
                {t('notices:attachmentCount', { count: notice.attachmentCount })}
              </span>
            )}
          </span>
        </>
      )}
    />
  );
}
