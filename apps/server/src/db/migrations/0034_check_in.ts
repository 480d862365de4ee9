import type { Kysely } from 'kysely';

/**
 * Check-in learning (issue 24, docs/decisions/0067): the tenant's plans (their period by dates, or
 * relative to the day of the import that set them), the learners who joined
 * one (with the make-ups they used) and their check-ins, unique per plan, learner and day, so a
 * double submit stores one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('check_in_plans')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('start_offset_days', 'integer')
    .addColumn('period_days', 'integer')
    .addColumn('anchored_at', 'bigint', (column) => column.notNull())
    .addColumn('day_tasks', 'text', (column) => column.notNull())
    .addColumn('credits_per_check_in', 'integer', (column) => column.notNull())
    .addColumn('credits_per_make_up', 'integer', (column) => column.notNull())
    .addColumn('make_up_limit', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('check_in_plans_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('check_in_members')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'text', (column) =>
      column.notNull().references('check_in_plans.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'bigint', (column) => column.notNull())
    .addColumn('make_ups_used', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('check_in_members_pk', ['tenant_id', 'plan_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('check_ins')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'text', (column) =>
      column.notNull().references('check_in_plans.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('make_up', 'integer', (column) => column.notNull())
    .addColumn('answers', 'text', (column) => column.notNull())
    .addColumn('question_count', 'integer', (column) => column.notNull())
    .addColumn('correct_count', 'integer', (column) => column.notNull())
    .addColumn('credits', 'integer', (column) => column.notNull())
    .addColumn('checked_in_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('check_ins_learner_day', ['tenant_id', 'plan_id', 'member_id', 'day'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  for (const table of ['check_ins', 'check_in_members', 'check_in_plans']) {
    await db.schema.dropTable(table).execute();
  }
};
