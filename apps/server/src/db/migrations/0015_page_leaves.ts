import type { Kysely } from 'kysely';

/**
 * Spec §4 leave rule (issue 20, decision 0042): whether a paper watches page leaves and its
 * limits; on each sheet its counted leaves and violations (counted in one statement, so two
 * reports at once cannot both be "the first"); and every reported leave in `sheet_leaves`, keyed
 * by the client's leave id so a report sent again is the same report. Papers from before it do
 * not watch leaves.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('papers')
    .addColumn('leave_check', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('papers')
    .addColumn('leave_return_seconds', 'integer', (column) => column.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('papers')
    .addColumn('leave_max_seconds', 'integer', (column) => column.notNull().defaultTo(120))
    .execute();
  await db.schema.alterTable('papers').addColumn('max_leaves', 'integer').execute();
  await db.schema.alterTable('papers').addColumn('max_leave_violations', 'integer').execute();
  await db.schema
    .alterTable('answer_sheets')
    .addColumn('leave_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('answer_sheets')
    .addColumn('leave_violations', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('sheet_leaves')
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('sheet_id', 'text', (column) => column.notNull())
    .addColumn('leave_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('left_at', 'bigint', (column) => column.notNull())
    .addColumn('returned_at', 'bigint')
    .addColumn('duration_ms', 'bigint')
    .addColumn('client_duration_ms', 'bigint')
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('violation', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reported_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('sheet_leaves_pk', ['tenant_id', 'sheet_id', 'leave_id'])
    .execute();
};
