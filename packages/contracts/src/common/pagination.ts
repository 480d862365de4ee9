import { z } from 'zod';

/** Spec §9 pagination: pageNum 1, pageSize 10 by default; sizes 10, 20, 30, 50. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 30, 50] as const;

export const ZPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
      message: `one of ${PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <TRow extends z.ZodType>(row: TRow) =>
  z.object({ list: z.array(row), total: z.number().int().nonnegative() });
