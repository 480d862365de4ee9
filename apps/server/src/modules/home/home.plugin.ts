import { getHomePage } from '@lectern/contracts/home/get-home-page';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { homeService } from './home.service';

export const homePlugin: FeaturePlugin = (api, deps) => {
  const home = homeService(deps.db);
  registerEndpoint(api, deps.guards, getHomePage, ({ session }) => home.homePage(session));
};
