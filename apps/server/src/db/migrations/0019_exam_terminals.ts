import type { Kysely } from 'kysely';

/**
 * Spec §3 and §6 per-exam device rules (issue 20, decision 0046): a paper may forbid answering
 * from a browser on a computer, or from the desktop client. Papers from before it allow both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('papers')
    .addColumn('forbid_pc_browser', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('papers')
    .addColumn('forbid_pc_client', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
};
