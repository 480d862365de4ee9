import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useNoticeList } from '../api/get-notice-list';
import { TenantText } from '@/components/ui/tenant-text';
import { NoticePaths } from '../notices.feature';
import '@/components/ui/published-items.css';

/** Spec §2 /notice: the notices addressed to the learner, newest first, searchable by title. */
export function NoticeListPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const title = query.get('title') ?? '';
  const { data: notices, isFetching, isError } = useNoticeList({ pageNum, pageSize, title });

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('notices:title')}</Typography.Title>
      <div className="lectern-published-list">
        <Input.Search
          allowClear
          enterButton
          defaultValue={title}
          placeholder={t('notices:searchPlaceholder')}
          aria-label={t('notices:searchPlaceholder')}
          onSearch={(value) => update({ title: value.trim(), pageNum: null })}
        />
        <Spin spinning={isFetching}>
          {notices && notices.list.length > 0 ? (
            <ul className="lectern-published-list__items" aria-label={t('notices:title')}>
              {notices.list.map((notice) => (
                <li key={notice.noticeId} className="lectern-published-item">
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
                </li>
              ))}
            </ul>
          ) : (
            (notices || isError) && <EmptyList />
          )}
        </Spin>
        {notices && notices.total > 0 && (
          <Pagination
            align="end"
            {...pagination({
              pageNum,
              pageSize,
              total: notices.total,
              onChange: (page, size) => update({ pageNum: page, pageSize: size }),
              t,
            })}
          />
        )}
      </div>
    </div>
  );
}
