import type { Kysely } from 'kysely';

/**
 * Spec §1 proctored exams (issue 21, docs/decisions/0049): a paper's proctoring rule (JSON, null:
 * not proctored), a member's ID photo set by the administrator, each learner's latest device
 * check of a paper, the violations reported on a sheet (one per client-made event id) and the
 * chunks of its recordings (one per source and sequence number).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('papers').addColumn('proctoring', 'text').execute();
  await db.schema.alterTable('members').addColumn('id_photo', 'text').execute();
  await db.schema
    .createTable('proctoring_checks')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('paper_id', 'text', (column) =>
      column.notNull().references('papers.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('camera_passed', 'integer', (column) => column.notNull())
    .addColumn('microphone_passed', 'integer', (column) => column.notNull())
    .addColumn('screen_passed', 'integer', (column) => column.notNull())
    .addColumn('phone_passed', 'integer', (column) => column.notNull())
    .addColumn('passed', 'integer', (column) => column.notNull())
    .addColumn('snapshot_upload_id', 'text')
    .addColumn('snapshot_url', 'text')
    .addColumn('checked_at', 'bigint', (column) => column.notNull())
    .addColumn('valid_until', 'bigint')
    .addPrimaryKeyConstraint('proctoring_checks_pk', ['tenant_id', 'paper_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('sheet_proctoring_events')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('sheet_id', 'text', (column) =>
      column.notNull().references('answer_sheets.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('snapshot_upload_id', 'text')
    .addColumn('snapshot_url', 'text')
    .addColumn('observed_at', 'bigint', (column) => column.notNull())
    .addColumn('recorded_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('sheet_proctoring_events_pk', ['tenant_id', 'sheet_id', 'event_id'])
    .execute();
  await db.schema
    .createTable('sheet_recordings')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('sheet_id', 'text', (column) =>
      column.notNull().references('answer_sheets.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('upload_id', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('recorded_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('sheet_recordings_pk', ['tenant_id', 'sheet_id', 'source', 'sequence'])
    .execute();
};
