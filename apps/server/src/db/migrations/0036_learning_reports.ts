import type { Kysely } from 'kysely';

/**
 * Learning reports (issue 24, docs/decisions/0068): each learner's stored weekly report (one per
 * learner and week, upserted by the scheduled job, so a rerun never doubles one), the weeks the
 * job finished per tenant, and courses' study time per learner and calendar day, which the
 * heartbeat adds to in its own transaction. The indexes let the job read a tenant's week of
 * finished sheets, completed runs and credit entries by range instead of by learner.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  const tenantColumn = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('tenant_id', 'text', (column) =>
        column.notNull().references('tenants.id').onDelete('cascade'),
      );
  const memberColumn = (table: string) =>
    tenantColumn(table).addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    );

  await memberColumn('course_study_days')
    /** YYYY-MM-DD in the tenant's time zone (EXAM_TIME_ZONE). */
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('learned_ms', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('course_study_days_pk', ['tenant_id', 'day', 'member_id'])
    .execute();

  await memberColumn('week_reports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    /** The week's Monday and Sunday, YYYY-MM-DD in the tenant's time zone. */
    .addColumn('week_start', 'text', (column) => column.notNull())
    .addColumn('week_end', 'text', (column) => column.notNull())
    .addColumn('learned_ms', 'bigint', (column) => column.notNull())
    .addColumn('days_learned', 'integer', (column) => column.notNull())
    /** JSON: seven numbers, Monday to Sunday. */
    .addColumn('daily_learned_ms', 'text', (column) => column.notNull())
    .addColumn('daily_credits', 'text', (column) => column.notNull())
    .addColumn('courses_completed', 'integer', (column) => column.notNull())
    /** JSON: the courses and sheets of the week, at most MAX_REPORT_ITEMS each. */
    .addColumn('courses', 'text', (column) => column.notNull())
    .addColumn('exams_finished', 'integer', (column) => column.notNull())
    .addColumn('exams', 'text', (column) => column.notNull())
    .addColumn('credit_change', 'integer', (column) => column.notNull())
    .addColumn('organisation_name', 'text')
    .addColumn('organisation_rank', 'integer')
    .addColumn('organisation_learners', 'integer')
    /** 'job' or 'pack': the job never overwrites a week a content pack brought. */
    .addColumn('origin', 'text', (column) => column.notNull())
    .addColumn('computed_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('week_reports_week', ['tenant_id', 'member_id', 'week_start'])
    .execute();

  await tenantColumn('week_report_runs')
    .addColumn('week_start', 'text', (column) => column.notNull())
    .addColumn('learners', 'integer', (column) => column.notNull())
    .addColumn('finished_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('week_report_runs_pk', ['tenant_id', 'week_start'])
    .execute();

  await db.schema
    .createIndex('answer_sheets_finished')
    .on('answer_sheets')
    .columns(['tenant_id', 'finished_at'])
    .execute();
  await db.schema
    .createIndex('course_runs_completed')
    .on('course_runs')
    .columns(['tenant_id', 'completed_at'])
    .execute();
  await db.schema
    .createIndex('credit_entries_by_time')
    .on('credit_entries')
    .columns(['tenant_id', 'created_at'])
    .execute();
};
