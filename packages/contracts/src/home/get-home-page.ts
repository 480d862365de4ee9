import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZHomePage } from '../common/home-page';

export const ZGetHomePageRequest = z.object({});
/** null when the admin has not configured a home page: the client shows the configuration error. */
export const ZGetHomePageResponse = ZHomePage.nullable();
export type TGetHomePageResponse = z.infer<typeof ZGetHomePageResponse>;

export const getHomePage = defineEndpoint({
  method: 'GET',
  path: '/custom/homePage',
  access: 'member',
  summary: "The tenant's custom home page for the signed-in learner",
  query: ZGetHomePageRequest,
  response: ZGetHomePageResponse,
});
