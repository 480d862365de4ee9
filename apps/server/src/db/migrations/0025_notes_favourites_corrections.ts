import type { Kysely } from 'kysely';

/**
 * Notes, favourites and error-correction reports (issue 22 point 3, docs/decisions/0057). Notes
 * and favourites name their subject by type and id ('question' today; courses and courseware
 * later), so /personal/notes and /personal/favs grow without new tables. A learner keeps one
 * note a subject and stars it once: both unique on (tenant, member, subject).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('is_public', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('notes_one_per_subject', [
      'tenant_id',
      'member_id',
      'subject_type',
      'subject_id',
    ])
    .execute();
  await db.schema
    .createIndex('notes_public_by_subject')
    .on('notes')
    .columns(['tenant_id', 'subject_type', 'subject_id', 'is_public', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('notes_by_learner')
    .on('notes')
    .columns(['tenant_id', 'member_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('favourites_pk', [
      'tenant_id',
      'member_id',
      'subject_type',
      'subject_id',
    ])
    .execute();
  await db.schema
    .createIndex('favourites_by_learner')
    .on('favourites')
    .columns(['tenant_id', 'member_id', 'subject_type', 'created_at'])
    .execute();

  await db.schema
    .createTable('question_corrections')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (column) =>
      column.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('handled_at', 'bigint')
    .addColumn('handled_by', 'text')
    .execute();
  await db.schema
    .createIndex('question_corrections_by_status')
    .on('question_corrections')
    .columns(['tenant_id', 'status', 'created_at'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  for (const table of ['question_corrections', 'favourites', 'notes']) {
    await db.schema.dropTable(table).execute();
  }
};
