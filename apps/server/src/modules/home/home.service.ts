import type { Kysely } from 'kysely';
import { ZHomePage, type THomePage } from '@lectern/contracts/home/home-page';
import type { Database } from '../../db/schema';
import type { MemberSession } from '../../platform/sessions/member-session';
import { homeRepository } from './home.repository';

export const homeService = (db: Kysely<Database>) => ({
  /** null tells the client the admin has not configured a home page. */
  homePage: async ({ tenantId }: MemberSession): Promise<THomePage | null> => {
    const document = await homeRepository(db).findHomePage(tenantId);
    return document === null ? null : ZHomePage.parse(JSON.parse(document));
  },
});
