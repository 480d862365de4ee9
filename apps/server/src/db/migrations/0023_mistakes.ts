import type { Kysely } from 'kysely';

/**
 * Mistakes (issue 22, docs/decisions/0055): each learner's collection settings, the wrong
 * questions per set (source type and source id), the answers that already counted, so an answer
 * lands once however often it is saved, and the seqs of answers given while practising a set.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('mistake_settings')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('collect_in_exam', 'integer', (column) => column.notNull())
    .addColumn('collect_in_exercise', 'integer', (column) => column.notNull())
    .addColumn('collect_in_knowledge_exercise', 'integer', (column) => column.notNull())
    .addColumn('auto_remove', 'integer', (column) => column.notNull())
    .addColumn('auto_remove_after', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('mistake_settings_pk', ['tenant_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('mistakes')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('source_type', 'integer', (column) => column.notNull())
    .addColumn('source_id', 'text', (column) => column.notNull())
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('wrong_count', 'integer', (column) => column.notNull())
    .addColumn('correct_count', 'integer', (column) => column.notNull())
    .addColumn('last_wrong_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('mistakes_pk', [
      'tenant_id',
      'member_id',
      'source_type',
      'source_id',
      'question_id',
    ])
    .execute();
  await db.schema
    .createTable('mistake_origins')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    /** The answer's identity: 'practice:<round>:<question>:<seq>' or 'sheet:<sheet>:<question>'. */
    .addColumn('origin', 'text', (column) => column.notNull())
    .addColumn('counted_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('mistake_origins_pk', ['tenant_id', 'member_id', 'origin'])
    .execute();
  await db.schema
    .createTable('mistake_answers')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('seq', 'bigint', (column) => column.notNull())
    .addColumn('source_type', 'integer', (column) => column.notNull())
    .addColumn('source_id', 'text', (column) => column.notNull())
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    /** The set's counts after this answer, and whether it removed the question: a repeat answers them. */
    .addColumn('wrong_count', 'integer', (column) => column.notNull())
    .addColumn('correct_count', 'integer', (column) => column.notNull())
    .addColumn('removed', 'integer', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('mistake_answers_pk', ['tenant_id', 'member_id', 'seq'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  for (const table of ['mistake_answers', 'mistake_origins', 'mistakes', 'mistake_settings']) {
    await db.schema.dropTable(table).execute();
  }
};
