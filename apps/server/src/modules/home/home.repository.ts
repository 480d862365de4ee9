import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const homeRepository = (db: Kysely<Database>) => ({
  /** The tenant's home page document (JSON text), null when not configured. */
  findHomePage: async (tenantId: string) => {
    const row = await db
      .selectFrom('tenants')
      .select('home_page')
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row?.home_page ?? null;
  },
});

export const homeRepositories = (db: Kysely<Database>) => ({ home: homeRepository(db) });
