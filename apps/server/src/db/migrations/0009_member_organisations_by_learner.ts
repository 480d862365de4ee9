import type { Kysely } from 'kysely';

/**
 * A learner's organisations, found by tenant and learner: rankings read them for the learners
 * they show (docs/decisions/0014). The primary key (member_id, organisation_id) does not lead with
 * the tenant, and PostgreSQL, without statistics, read the whole table instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createIndex('member_organisations_learner')
    .on('member_organisations')
    .columns(['tenant_id', 'member_id'])
    .execute();
};
