import type { HTMLAttributes } from 'react';
import type { ColumnType } from 'antd/es/table';

/** The class of an antd table that a phone draws as one card per row (app.css). */
export const STACKED_TABLE_CLASS = 'lectern-stacked-table';

/** A column with a text title: a phone shows the title beside each of the column's values. */
export type TStackedColumn<TRecord> = ColumnType<TRecord> & { title: string };

/**
 * Columns whose cells carry their column's title as `data-label`. Below 576 px a table with
 * STACKED_TABLE_CLASS shows each row as a card of title–value lines (app.css), so no column is
 * cut off at the screen's edge and nothing scrolls sideways; wider screens keep the table.
 */
export function stackedColumns<TRecord>(
  columns: readonly TStackedColumn<TRecord>[],
): ColumnType<TRecord>[] {
  return columns.map((column) => ({
    ...column,
    onCell: (record, index) =>
      ({
        ...column.onCell?.(record, index),
        'data-label': column.title,
      }) as HTMLAttributes<HTMLElement>,
  }));
}
