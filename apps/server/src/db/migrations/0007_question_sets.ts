import type { Kysely } from 'kysely';

/**
 * The questions a sheet was drawn, stored once per distinct draw (docs/decisions/0012): every
 * sheet of a paper without shuffling or draw rules shares one row instead of a copy each.
 * `answer_sheets.questions` stays for sheets made before, and is empty when `question_set_id` is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_sets')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    /** A digest of `questions`: the same draw is the same row. */
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('questions', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('question_sets_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema.alterTable('answer_sheets').addColumn('question_set_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answer_sheets').dropColumn('question_set_id').execute();
  await db.schema.dropTable('question_sets').execute();
}
