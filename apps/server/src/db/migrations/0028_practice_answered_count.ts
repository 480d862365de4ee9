import { sql, type Kysely } from 'kysely';

/**
 * A practice round keeps how many of its questions are answered (docs/decisions/0061): a save
 * raises it in the statement that claims the round, instead of counting the answers again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('practice_progress')
    .addColumn('answered_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`
    update practice_progress set answered_count = (
      select count(*) from practice_answers
      where practice_answers.tenant_id = practice_progress.tenant_id
        and practice_answers.progress_id = practice_progress.id
    )
  `.execute(db);
};
