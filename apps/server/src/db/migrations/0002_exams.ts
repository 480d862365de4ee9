import { sql, type Kysely } from 'kysely';

/** Paper classifications, question banks, papers and answer sheets (issue #3). Portable SQL only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('exam_classifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'text', (column) =>
      column.references('exam_classifications.id').onDelete('cascade'),
    )
    .addColumn('classify_code', 'text', (column) => column.notNull())
    .addColumn('classify_path', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_able', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('exam_classifications_tenant_code', ['tenant_id', 'classify_code'])
    .execute();

  await db.schema
    .createTable('question_banks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('question_banks_tenant_code', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('bank_id', 'text', (column) =>
      column.notNull().references('question_banks.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('question_type', 'integer', (column) => column.notNull())
    .addColumn('view', 'text', (column) => column.notNull())
    .addColumn('answer_key', 'text', (column) => column.notNull())
    .addColumn('analysis', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('questions_bank_code', ['tenant_id', 'bank_id', 'code'])
    .execute();
  await db.schema
    .createIndex('questions_bank_type')
    .on('questions')
    .columns(['tenant_id', 'bank_id', 'question_type'])
    .execute();

  await db.schema
    .createTable('papers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('classification_id', 'text', (column) =>
      column.references('exam_classifications.id').onDelete('set null'),
    )
    .addColumn('published', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('is_public', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('push_date', 'bigint')
    .addColumn('enable_time', 'bigint')
    .addColumn('expire_time', 'bigint')
    .addColumn('latest_start_time', 'bigint')
    .addColumn('duration_minutes', 'integer')
    .addColumn('question_count', 'integer', (column) => column.notNull())
    .addColumn('total_score', 'double precision', (column) => column.notNull())
    .addColumn('pass_score', 'double precision', (column) => column.notNull())
    .addColumn('seconds_per_question', 'integer')
    .addColumn('times_allowed', 'integer')
    .addColumn('times_per_day', 'integer')
    .addColumn('paid', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('pay_amount', 'double precision', (column) => column.notNull().defaultTo(0))
    .addColumn('earliest_submit_minutes', 'integer')
    .addColumn('require_all_answered', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('shuffle_questions', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('answers_visibility', 'text', (column) => column.notNull())
    .addColumn('hide_result_until_end', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('multiple_choice_partial_ratio', 'double precision', (column) =>
      column.notNull().defaultTo(0.5),
    )
    .addColumn('agreement', 'text')
    .addColumn('composition', 'text', (column) => column.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('papers_tenant_code', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('paper_invitations')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('paper_id', 'text', (column) =>
      column.notNull().references('papers.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('paper_invitations_pk', ['paper_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('paper_payments')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('paper_id', 'text', (column) =>
      column.notNull().references('papers.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('amount', 'double precision', (column) => column.notNull())
    .addColumn('paid_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('paper_payments_pk', ['paper_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('answer_sheets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('paper_id', 'text', (column) =>
      column.notNull().references('papers.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('attempt_no', 'integer', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('deadline_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('submit_reason', 'text')
    .addColumn('questions', 'text', (column) => column.notNull())
    .addColumn('question_count', 'integer', (column) => column.notNull())
    .addColumn('answered_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_seq', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('score', 'double precision')
    .addColumn('passed', 'integer')
    .addColumn('query_code', 'text', (column) => column.notNull().unique())
    .addColumn('hidden_at', 'bigint')
    .execute();
  // At most one sheet being answered per learner and paper: concurrent starts make exactly one.
  await db.schema
    .createIndex('answer_sheets_one_answering')
    .on('answer_sheets')
    .columns(['tenant_id', 'paper_id', 'member_id'])
    .unique()
    .where(sql.ref('state'), '=', 'answering')
    .execute();
  await db.schema
    .createIndex('answer_sheets_member')
    .on('answer_sheets')
    .columns(['tenant_id', 'member_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('answer_sheets_paper_score')
    .on('answer_sheets')
    .columns(['tenant_id', 'paper_id', 'state', 'score'])
    .execute();
  await db.schema
    .createIndex('answer_sheets_deadline')
    .on('answer_sheets')
    .columns(['state', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('sheet_answers')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('sheet_id', 'text', (column) =>
      column.notNull().references('answer_sheets.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('answer', 'text')
    .addColumn('marked', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('seq', 'bigint', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text')
    .addColumn('score', 'double precision')
    .addPrimaryKeyConstraint('sheet_answers_pk', ['sheet_id', 'question_id'])
    .execute();
};
