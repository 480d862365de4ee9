import type { Kysely } from 'kysely';

/**
 * Practice (issue 22, docs/decisions/0052): knowledge points on questions, the question-bank classification tree, practice
 * tasks drawing questions of the banks, what learners paid for and added to their own banks,
 * each learner's current round of a task with its judged answers, and finished rounds' records.
 * A round's answers key on (progress, question): concurrent saves of one question store one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('questions')
    .addColumn('knowledge_points', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createTable('practice_classifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'text')
    .addColumn('classify_code', 'text', (column) => column.notNull())
    .addColumn('classify_path', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_able', 'integer', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('practice_classifications_code', ['tenant_id', 'classify_code'])
    .execute();
  await db.schema
    .createTable('practice_tasks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('classification_id', 'text')
    .addColumn('level', 'integer', (column) => column.notNull())
    /** JSON: the knowledge points' names. */
    .addColumn('points', 'text', (column) => column.notNull())
    .addColumn('cost', 'real', (column) => column.notNull())
    /** JSON: the ids of the questions it draws, in order. */
    .addColumn('question_ids', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('practice_tasks_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('practice_task_payments')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('task_id', 'text', (column) =>
      column.notNull().references('practice_tasks.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('paid_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('practice_task_payments_pk', ['tenant_id', 'task_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('practice_my_tasks')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('task_id', 'text', (column) =>
      column.notNull().references('practice_tasks.id').onDelete('cascade'),
    )
    .addColumn('added_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('practice_my_tasks_pk', ['tenant_id', 'member_id', 'task_id'])
    .execute();
  await db.schema
    .createTable('practice_progress')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('task_id', 'text', (column) =>
      column.notNull().references('practice_tasks.id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (column) => column.notNull())
    /** The highest seq saved; a round finished or reset keeps it, and saves must exceed `floor_seq`. */
    .addColumn('last_seq', 'bigint', (column) => column.notNull())
    .addColumn('floor_seq', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('last_saved_at', 'bigint')
    .addUniqueConstraint('practice_progress_learner', ['tenant_id', 'member_id', 'task_id'])
    .execute();
  await db.schema
    .createTable('practice_answers')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('progress_id', 'text', (column) =>
      column.notNull().references('practice_progress.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('answer', 'text', (column) => column.notNull())
    .addColumn('seq', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('score', 'real', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('practice_answers_pk', ['progress_id', 'question_id'])
    .execute();
  await db.schema
    .createTable('practice_records')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('task_id', 'text', (column) =>
      column.notNull().references('practice_tasks.id').onDelete('cascade'),
    )
    .addColumn('question_count', 'integer', (column) => column.notNull())
    .addColumn('correct_count', 'integer', (column) => column.notNull())
    .addColumn('score', 'real', (column) => column.notNull())
    .addColumn('time_spent_ms', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('finished_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('practice_records_by_learner')
    .on('practice_records')
    .columns(['tenant_id', 'member_id', 'finished_at'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  for (const table of [
    'practice_records',
    'practice_answers',
    'practice_progress',
    'practice_my_tasks',
    'practice_task_payments',
    'practice_tasks',
    'practice_classifications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('questions').dropColumn('knowledge_points').execute();
};
