import { sql, type Kysely } from 'kysely';

/**
 * Spec §4 pause (issue 20): whether a paper may be paused, how often and for how long, and on
 * each sheet its pauses so far, the time they took and when the current one ends. Papers and
 * sheets from before it cannot be paused and have paused for no time.
 *
 * Paused time is not time used, so the ranking indexes of migration 0006 now index the time used
 * as the queries spell it, `finished_at - started_at - paused_ms`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('papers')
    .addColumn('allow_suspension', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('papers').addColumn('max_pauses', 'integer').execute();
  await db.schema
    .alterTable('papers')
    .addColumn('max_pause_minutes', 'integer', (column) => column.notNull().defaultTo(10))
    .execute();
  await db.schema
    .alterTable('answer_sheets')
    .addColumn('pause_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('answer_sheets')
    .addColumn('paused_ms', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('answer_sheets').addColumn('paused_until', 'bigint').execute();
  await db.schema.dropIndex('answer_sheets_ranking').execute();
  await db.schema.dropIndex('answer_sheets_paper_learner').execute();
  await db.schema
    .createIndex('answer_sheets_ranking')
    .on('answer_sheets')
    .columns(['tenant_id', 'paper_id', 'state', 'score desc'])
    .expression(sql`(finished_at - started_at - paused_ms)`)
    .columns(['member_id', 'finished_at', 'started_at', 'paused_ms'])
    .execute();
  await db.schema
    .createIndex('answer_sheets_paper_learner')
    .on('answer_sheets')
    .columns(['tenant_id', 'paper_id', 'state', 'member_id', 'score desc'])
    .expression(sql`(finished_at - started_at - paused_ms)`)
    .columns(['finished_at', 'started_at', 'paused_ms'])
    .execute();
};
