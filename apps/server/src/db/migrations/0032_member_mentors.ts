import type { Kysely } from 'kysely';

/**
 * A member's mentor (spec §2 /mentor, /personal/team; docs/decisions/0065): another member of the
 * tenant, set by the content pack, who sees the member's progress, attendance and homework and
 * grades it. The index finds a mentor's mentees.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema.alterTable('members').addColumn('mentor_id', 'text').execute();
  await db.schema
    .createIndex('members_by_mentor')
    .on('members')
    .columns(['tenant_id', 'mentor_id'])
    .execute();
};
