import { PAGE_SIZES } from '@lectern/contracts/common/pagination';
import type { PaginationProps } from 'antd/es/pagination';
import type { TFunction } from 'i18next';

type TListPagination = {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
  t: TFunction;
};

/**
 * Spec §9 pagination: sizes 10, 20, 30, 50, with the total, the size picker, the pager and the
 * jumper. A new page size starts again at page 1.
 */
export const listPagination = ({
  pageNum,
  pageSize,
  total,
  onChange,
  t,
}: TListPagination): PaginationProps => ({
  current: pageNum,
  pageSize,
  total,
  pageSizeOptions: [...PAGE_SIZES],
  showSizeChanger: true,
  showQuickJumper: true,
  showTotal: (count) => t('exams:pagination.total', { total: count }),
  onChange: (page, size) => onChange(size === pageSize ? page : 1, size),
});
