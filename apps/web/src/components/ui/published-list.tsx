import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { pagination, useListQuery } from '@/lib/paged-list';
import './published-items.css';

type TPublishedListQuery<TItem> = {
  data?: { list: readonly TItem[]; total: number };
  isFetching: boolean;
  isError: boolean;
};

type TPublishedListProps<TItem> = {
  /** The page's title, also the list's name. */
  title: string;
  searchPlaceholder: string;
  /** The feature's list read, for the page and title filter the URL holds. */
  useList: (params: {
    pageNum: number;
    pageSize: number;
    title: string;
  }) => TPublishedListQuery<TItem>;
  itemKey: (item: TItem) => string;
  /** Added to each item's class (the news items' picture beside the text). */
  itemClassName?: string;
  renderItem: (item: TItem) => ReactNode;
};

/**
 * A list of published items (notices, news) addressed to the learner, newest first, searchable by
 * title, paged; its page and filter stay in the URL so the way back from an item finds it as it was.
 */
export function PublishedList<TItem>({
  title,
  searchPlaceholder,
  useList,
  itemKey,
  itemClassName,
  renderItem,
}: TPublishedListProps<TItem>) {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const titleFilter = query.get('title') ?? '';
  const { data: items, isFetching, isError } = useList({ pageNum, pageSize, title: titleFilter });

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{title}</Typography.Title>
      <div className="lectern-published-list">
        <Input.Search
          allowClear
          enterButton
          defaultValue={titleFilter}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          onSearch={(value) => update({ title: value.trim(), pageNum: null })}
        />
        <Spin spinning={isFetching}>
          {items && items.list.length > 0 ? (
            <ul className="lectern-published-list__items" aria-label={title}>
              {items.list.map((item) => (
                <li
                  key={itemKey(item)}
                  className={
                    itemClassName
                      ? `lectern-published-item ${itemClassName}`
                      : 'lectern-published-item'
                  }
                >
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          ) : (
            (items || isError) && <EmptyList />
          )}
        </Spin>
        {items && items.total > 0 && (
          <Pagination
            align="end"
            {...pagination({
              pageNum,
              pageSize,
              total: items.total,
              onChange: (page, size) => update({ pageNum: page, pageSize: size }),
              t,
            })}
          />
        )}
      </div>
    </div>
  );
}
