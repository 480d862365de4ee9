import type { Kysely } from 'kysely';

/**
 * Marking subjective answers (issue 20, docs/decisions/0041): a member's role (administrators
 * mark), whether a paper lets learners grade their own answers, each person's score of an answer
 * with the marker's comment, and the key of the in-mail messages the server writes. Members and
 * papers from before it are learners and papers without self-grading.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('members')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('learner'))
    .execute();
  await db.schema
    .alterTable('papers')
    .addColumn('self_grading', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('inmail_messages').addColumn('label', 'text').execute();

  // One score per answer: the primary key is the last guard of concurrent marking.
  await db.schema
    .createTable('sheet_marks')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('sheet_id', 'text', (column) =>
      column.notNull().references('answer_sheets.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('score', 'double precision', (column) => column.notNull())
    .addColumn('comment', 'text')
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('marked_by', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('marked_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('sheet_marks_pk', ['sheet_id', 'question_id'])
    .execute();
};
