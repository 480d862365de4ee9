import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AttachmentList } from '@/components/ui/attachment-list';
import { EmptyList } from '@/components/ui/empty-list';
import { RichText } from '@/components/ui/rich-text';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useNoticeDetail } from '../api/get-notice-detail';
import { TenantText } from '@/components/ui/tenant-text';
import { NoticePaths } from '../notices.feature';
import '@/components/ui/published-items.css';

/**
 * Spec §2 /notice/detail?noticeId=: the notice's rich text and its attachments. One the learner
 * cannot see answers 300213; the api client says so and the page shows 'no data'.
 */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { factoryInfo } = useSession();
  const { data: notice, isPending, isError } = useNoticeDetail(query.get('noticeId') ?? '');

  return (
    <div className="lectern-page">
      <Link to={NoticePaths.NOTICES} className="lectern-back-link">
        <ArrowLeftOutlined aria-hidden /> {t('notices:backToList')}
      </Link>
      {notice ? (
        <article className="lectern-article">
          <Typography.Title level={2}>
            <TenantText>{notice.title}</TenantText>
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('notices:publishTime', { time: formatDateTime(notice.publishTime) })}
          </Typography.Text>
          <RichText className="lectern-article__content" html={notice.content} />
          {notice.docUrls.length > 0 && (
            <Card size="small" title={t('common:attachments.title')}>
              <AttachmentList
                urls={notice.docUrls}
                names={notice.docNames}
                docViewerUrl={factoryInfo?.docViewerUrl}
              />
            </Card>
          )}
        </article>
      ) : isError || !query.get('noticeId') ? (
        <EmptyList />
      ) : (
        isPending && <Spin className="lectern-page-loading" />
      )}
    </div>
  );
}
