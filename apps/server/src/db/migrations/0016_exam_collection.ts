import type { Kysely } from 'kysely';

/**
 * Spec §2 /exam/Collection (issue 20, decision 0043): the fields a paper collects before an exam;
 * each learner's collection of a paper as one row (saved once, kept for every attempt); and the
 * values of unique fields claimed by a learner, a unique key keeping two learners of a paper from
 * holding the same one. Papers from before it collect nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('papers')
    .addColumn('collection_fields', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createTable('exam_collections')
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('paper_id', 'text', (column) => column.notNull())
    .addColumn('member_id', 'text', (column) => column.notNull())
    .addColumn('field_values', 'text', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('exam_collections_pk', ['tenant_id', 'paper_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('exam_collection_claims')
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('paper_id', 'text', (column) => column.notNull())
    .addColumn('field_key', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('member_id', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('exam_collection_claims_pk', [
      'tenant_id',
      'paper_id',
      'field_key',
      'value',
    ])
    .execute();
  await db.schema
    .createIndex('exam_collection_claims_by_member')
    .on('exam_collection_claims')
    .columns(['tenant_id', 'paper_id', 'member_id'])
    .execute();
};
