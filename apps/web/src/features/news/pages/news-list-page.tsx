import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useNewsList } from '../api/get-news-list';
import { TenantText } from '@/components/ui/tenant-text';
import { NewsPaths } from '../news.feature';
import '@/components/ui/published-items.css';
import '../news.css';

/** Spec §2 /news: the news addressed to the learner, newest first, with pictures. */
export function NewsListPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const title = query.get('title') ?? '';
  const { data: news, isFetching, isError } = useNewsList({ pageNum, pageSize, title });

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('news:title')}</Typography.Title>
      <div className="lectern-published-list">
        <Input.Search
          allowClear
          enterButton
          defaultValue={title}
          placeholder={t('news:searchPlaceholder')}
          aria-label={t('news:searchPlaceholder')}
          onSearch={(value) => update({ title: value.trim(), pageNum: null })}
        />
        <Spin spinning={isFetching}>
          {news && news.list.length > 0 ? (
            <ul className="lectern-published-list__items" aria-label={t('news:title')}>
              {news.list.map((item) => (
                <li key={item.newsId} className="lectern-published-item lectern-news-item">
                  {item.coverUrl && (
                    <img className="lectern-news-item__cover" src={item.coverUrl} alt="" />
                  )}
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
                </li>
              ))}
            </ul>
          ) : (
            (news || isError) && <EmptyList />
          )}
        </Spin>
        {news && news.total > 0 && (
          <Pagination
            align="end"
            {...pagination({
              pageNum,
              pageSize,
              total: news.total,
              onChange: (page, size) => update({ pageNum: page, pageSize: size }),
              t,
            })}
          />
        )}
      </div>
    </div>
  );
}
