import type { FastifyInstance } from 'fastify';
import { getHomePage } from '@lectern/contracts/home/get-home-page';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { homeService } from './home.service';

export const registerHomeRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const home = homeService(deps.db);
  registerEndpoint(api, deps.guards, getHomePage, ({ session }) => home.homePage(session));
};
