import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@lectern/contracts/common/pagination';
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

export type TQueryChanges = Record<string, string | number | null>;

/**
 * A list's page and filters live in the URL, so going back to the list (from an exam's preview,
 * an answer sheet) finds it as it was. Spec §9: pageNum 1 and pageSize 10 unless the URL says.
 */
export function usePageQuery() {
  const [query, setQuery] = useSearchParams();
  const update = useCallback(
    (changes: TQueryChanges) =>
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
