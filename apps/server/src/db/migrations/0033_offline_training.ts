import type { Kysely } from 'kysely';

/**
 * Offline training classes (issue 24, docs/decisions/0066): classes with their learners, sessions
 * with sign-in and sign-out windows, attendance codes with each learner's use of them (the primary
 * key refuses a replay), attendance, homework with one submission per learner (graded once) and
 * the completions that credit a class once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  const tenantTable = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('tenant_id', 'text', (column) =>
        column.notNull().references('tenants.id').onDelete('cascade'),
      );
  await tenantTable('offline_classes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('introduction', 'text', (column) => column.notNull())
    .addColumn('location', 'text', (column) => column.notNull())
    .addColumn('trainer_id', 'text', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('credit', 'integer', (column) => column.notNull())
    .addColumn('exam_paper_id', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('offline_classes_code', ['tenant_id', 'code'])
    .execute();

  await tenantTable('offline_class_learners')
    .addColumn('class_id', 'text', (column) =>
      column.notNull().references('offline_classes.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('offline_class_learners_pk', ['tenant_id', 'class_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('offline_class_learners_by_member')
    .on('offline_class_learners')
    .columns(['tenant_id', 'member_id'])
    .execute();

  await tenantTable('offline_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('class_id', 'text', (column) =>
      column.notNull().references('offline_classes.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('location', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('start_time', 'bigint', (column) => column.notNull())
    .addColumn('end_time', 'bigint', (column) => column.notNull())
    .addColumn('sign_in_start', 'bigint', (column) => column.notNull())
    .addColumn('sign_in_end', 'bigint', (column) => column.notNull())
    .addColumn('sign_out_start', 'bigint', (column) => column.notNull())
    .addColumn('sign_out_end', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('offline_sessions_code', ['tenant_id', 'class_id', 'code'])
    .execute();

  await tenantTable('offline_attendance_codes')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('offline_sessions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await tenantTable('offline_attendance_code_uses')
    .addColumn('code', 'text', (column) =>
      column.notNull().references('offline_attendance_codes.code').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('used_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('offline_attendance_code_uses_pk', ['tenant_id', 'code', 'member_id'])
    .execute();

  await tenantTable('offline_attendance')
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('offline_sessions.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('real_sign_in_time', 'bigint', (column) => column.notNull())
    .addColumn('real_sign_out_time', 'bigint')
    .addPrimaryKeyConstraint('offline_attendance_pk', ['tenant_id', 'session_id', 'member_id'])
    .execute();

  await tenantTable('offline_homeworks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('class_id', 'text', (column) =>
      column.notNull().references('offline_classes.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('full_score', 'double precision', (column) => column.notNull())
    .addColumn('pass_score', 'double precision', (column) => column.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('offline_homeworks_code', ['tenant_id', 'class_id', 'code'])
    .execute();

  await tenantTable('offline_homework_submissions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('homework_id', 'text', (column) =>
      column.notNull().references('offline_homeworks.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('files', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint', (column) => column.notNull())
    .addColumn('submit_count', 'integer', (column) => column.notNull())
    .addColumn('score', 'double precision')
    .addColumn('comment', 'text')
    .addColumn('graded_by', 'text')
    .addColumn('graded_at', 'bigint')
    .addUniqueConstraint('offline_homework_submissions_one', [
      'tenant_id',
      'homework_id',
      'member_id',
    ])
    .execute();
  await db.schema
    .createIndex('offline_homework_submissions_by_member')
    .on('offline_homework_submissions')
    .columns(['tenant_id', 'member_id'])
    .execute();

  await tenantTable('offline_class_completions')
    .addColumn('class_id', 'text', (column) =>
      column.notNull().references('offline_classes.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('completed_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('offline_class_completions_pk', ['tenant_id', 'class_id', 'member_id'])
    .execute();
};
