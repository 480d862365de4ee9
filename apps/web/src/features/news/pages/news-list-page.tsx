import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublishedList } from '@/components/ui/published-list';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { useNewsList } from '../api/get-news-list';
import { NewsPaths } from '../news.feature';
import '../news.css';

/** Spec §2 /news: the news addressed to the learner, newest first, with pictures. */
export function NewsListPage() {
  const { t } = useTranslation();
  return (
    <PublishedList
      title={t('news:title')}
      searchPlaceholder={t('news:searchPlaceholder')}
      useList={useNewsList}
      itemKey={(item) => item.newsId}
      itemClassName="lectern-news-item"
      renderItem={(item) => (
        <>
          {item.coverUrl && <img className="lectern-news-item__cover" src={item.coverUrl} alt="" />}
          <div className="lectern-news-item__text">
            <Link
              className="lectern-published-item__title"
              to={`${NewsPaths.NEWS_DETAIL}?newsId=${encodeURIComponent(item.newsId)}`}
            >
              <TenantText>{item.title}</TenantText>
            </Link>
            {item.summary && (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
                {item.summary}
              </Typography.Paragraph>
            )}
            <time
              className="lectern-published-item__meta"
              dateTime={new Date(item.publishTime).toISOString()}
            >
              {formatDateTime(item.publishTime)}
            </time>
          </div>
        </>
      )}
    />
  );
}
