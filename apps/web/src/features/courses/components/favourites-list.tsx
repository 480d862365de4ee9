import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { pagination, useListQuery } from '@/lib/paged-list';
import { LinkedPaths } from '../courses.feature';
import './courses.css';

type TPage<TItem> = { list: TItem[]; total: number };

/**
 * A page of the learner's starred courses or courseware (/personal/favs/course and /courseware):
 * back to the favourites, the title, the paged items or the empty message.
 */
export function FavouritesList<TItem>({
  title,
  empty,
  listClassName,
  usePage,
  renderItem,
}: {
  title: string;
  empty: string;
  listClassName: string;
  usePage: (page: { pageNum: number; pageSize: number }) => {
    data: TPage<TItem> | undefined;
    isFetching: boolean;
  };
  renderItem: (item: TItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: page, isFetching } = usePage({ pageNum, pageSize });
  return (
    <div className="lectern-page">
      <Link to={LinkedPaths.FAVOURITES} className="lectern-course-back">
        <ArrowLeftOutlined aria-hidden /> {t('courses:favourites.back')}
      </Link>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Spin spinning={isFetching}>
        {page && page.list.length > 0 ? (
          <ul className={listClassName}>{page.list.map(renderItem)}</ul>
        ) : (
          page && <EmptyList description={empty} />
        )}
      </Spin>
      {page && page.total > 0 && (
        <Pagination
          className="lectern-course-pagination"
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: page.total,
            onChange: (pageNumber, size) => update({ pageNum: pageNumber, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
