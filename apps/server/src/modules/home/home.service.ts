import { ZHomePage, type THomePage } from '@lectern/contracts/common/home-page';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { homeRepositories } from './home.repository';

export const homeService = ({
  db,
  repositories,
}: ServiceDeps<ReturnType<typeof homeRepositories>>) => ({
  /** null tells the client the admin has not configured a home page. */
  homePage: async ({ tenantId }: MemberSession): Promise<THomePage | null> => {
    const document = await repositories(db).home.findHomePage(tenantId);
    return document === null ? null : ZHomePage.parse(JSON.parse(document));
  },
});
