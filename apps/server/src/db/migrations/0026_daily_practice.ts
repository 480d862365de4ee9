import type { Kysely } from 'kysely';

/**
 * Daily practice (issue 22 point 5, docs/decisions/0058): the tenant's daily practices, each
 * learner's day of one (unique per learner, practice and day, so concurrent starts make one)
 * with its judged answers (one per question: concurrent saves store one). Rankings read the
 * finished days of a practice by day.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('daily_practices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    /** JSON: the ids of the questions its days draw from. */
    .addColumn('pool_question_ids', 'text', (column) => column.notNull())
    .addColumn('questions_per_day', 'integer', (column) => column.notNull())
    .addColumn('credits_for_finish', 'integer', (column) => column.notNull())
    .addColumn('credits_per_correct', 'integer', (column) => column.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('daily_practices_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('daily_rounds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('daily_id', 'text', (column) =>
      column.notNull().references('daily_practices.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('question_ids', 'text', (column) => column.notNull())
    .addColumn('last_seq', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('last_saved_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('correct_count', 'integer', (column) => column.notNull())
    .addColumn('score', 'real', (column) => column.notNull())
    .addColumn('time_spent_ms', 'bigint', (column) => column.notNull())
    .addColumn('credits', 'integer', (column) => column.notNull())
    .addUniqueConstraint('daily_rounds_learner_day', ['tenant_id', 'member_id', 'daily_id', 'day'])
    .execute();
  await db.schema
    .createIndex('daily_rounds_by_day')
    .on('daily_rounds')
    .columns(['tenant_id', 'daily_id', 'day'])
    .execute();
  await db.schema
    .createTable('daily_answers')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('round_id', 'text', (column) =>
      column.notNull().references('daily_rounds.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('seq', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('score', 'real', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('daily_answers_pk', ['round_id', 'question_id'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  for (const table of ['daily_answers', 'daily_rounds', 'daily_practices']) {
    await db.schema.dropTable(table).execute();
  }
};
