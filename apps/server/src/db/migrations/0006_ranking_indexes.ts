import { sql, type Kysely } from 'kysely';

/**
 * Rankings read a paper's judged sheets in ranking order, or learner by learner, from these two
 * indexes alone (issue 5, docs/decisions/0011-ranking-queries.md). The time used is indexed as the
 * expression the queries spell, `finished_at - started_at`; `started_at` is a column of its own too
 * so that PostgreSQL can answer from the index. They replace (tenant_id, paper_id, state, score).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createIndex('answer_sheets_ranking')
    .on('answer_sheets')
    .columns(['tenant_id', 'paper_id', 'state', 'score desc'])
    .expression(sql`(finished_at - started_at)`)
    .columns(['member_id', 'finished_at', 'started_at'])
    .execute();
  await db.schema
    .createIndex('answer_sheets_paper_learner')
    .on('answer_sheets')
    .columns(['tenant_id', 'paper_id', 'state', 'member_id', 'score desc'])
    .expression(sql`(finished_at - started_at)`)
    .columns(['finished_at', 'started_at'])
    .execute();
  await db.schema.dropIndex('answer_sheets_paper_score').execute();
};
