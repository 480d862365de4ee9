import type { Kysely } from 'kysely';

/**
 * Wrong answers count once because the answer that carries them is stored once: a practice
 * answer's insert and a sheet's conditional end are their identities (docs/decisions/0061). The
 * table that claimed each identity again goes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema.dropTable('mistake_origins').execute();
};
