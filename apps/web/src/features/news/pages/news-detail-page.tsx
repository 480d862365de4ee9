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
import { useNewsDetail } from '../api/get-news-detail';
import { TenantText } from '@/components/ui/tenant-text';
import { NewsPaths } from '../news.feature';
import '@/components/ui/published-items.css';

/**
 * Spec §2 /news/detail?newsId=: the news item's rich text and its attachments. An item the learner
 * cannot see answers 300213; the api client says so and the page shows 'no data'.
 */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { factoryInfo } = useSession();
  const { data: item, isPending, isError } = useNewsDetail(query.get('newsId') ?? '');

  return (
    <div className="lectern-page">
      <Link to={NewsPaths.NEWS} className="lectern-back-link">
        <ArrowLeftOutlined aria-hidden /> {t('news:backToList')}
      </Link>
      {item ? (
        <article className="lectern-article">
          <Typography.Title level={2}>
            <TenantText>{item.title}</TenantText>
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('news:publishTime', { time: formatDateTime(item.publishTime) })}
          </Typography.Text>
          <RichText className="lectern-article__content" html={item.content} />
          {item.docUrls.length > 0 && (
            <Card size="small" title={t('common:attachments.title')}>
              <AttachmentList
                urls={item.docUrls}
                names={item.docNames}
                docViewerUrl={factoryInfo?.docViewerUrl}
              />
            </Card>
          )}
        </article>
      ) : isError || !query.get('newsId') ? (
        <EmptyList />
      ) : (
        isPending && <Spin className="lectern-page-loading" />
      )}
    </div>
  );
}
