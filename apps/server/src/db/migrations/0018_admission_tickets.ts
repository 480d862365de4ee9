import type { Kysely } from 'kysely';

/**
 * Spec §1 admission tickets (issue 20 point 9, docs/decisions/0045): whether a paper issues them
 * and its notes to examinees, and one ticket per paper and learner, made at the learner's first
 * read. The primary key makes concurrent first reads store one ticket; the unique number is what
 * an invigilator looks up. Papers from before it issue none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('papers')
    .addColumn('admission_ticket', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('papers')
    .addColumn('examinee_notes', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createTable('admission_tickets')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('paper_id', 'text', (column) =>
      column.notNull().references('papers.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('ticket_number', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('admission_tickets_pk', ['tenant_id', 'paper_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('admission_tickets_number')
    .unique()
    .on('admission_tickets')
    .columns(['tenant_id', 'ticket_number'])
    .execute();
};
