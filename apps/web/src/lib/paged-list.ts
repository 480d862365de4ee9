import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@lectern/contracts/common/pagination';
import type { PaginationProps } from 'antd/es/pagination';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const pageNumOf = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
};

const pageSizeOf = (value: string | null) => {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
};

export type TListQueryChanges = Record<string, string | number | null>;

/**
 * A list's page and filters kept in the URL, so coming back to the list (from a detail page)
 * finds it as it was. Spec §9: pageNum 1 and pageSize 10 unless the URL says otherwise.
 */
export function useListQuery() {
  const [query, setQuery] = useSearchParams();
  const update = useCallback(
    (changes: TListQueryChanges) =>
      setQuery(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );
  return {
    query,
    pageNum: pageNumOf(query.get('pageNum')),
    pageSize: pageSizeOf(query.get('pageSize')),
    update,
  };
}

type TPaginationOptions = {
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
export const pagination = ({
  pageNum,
  pageSize,
  total,
  onChange,
  t,
}: TPaginationOptions): PaginationProps => ({
  current: pageNum,
  pageSize,
  total,
  pageSizeOptions: [...PAGE_SIZES],
  showSizeChanger: true,
  showQuickJumper: true,
  showTotal: (count) => t('common:pagination.total', { total: count }),
  onChange: (page, size) => onChange(size === pageSize ? page : 1, size),
});
