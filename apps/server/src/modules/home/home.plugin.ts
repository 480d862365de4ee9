import { getHomePage } from '@lectern/contracts/home/get-home-page';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { homeRepositories } from './home.repository';
import { homeService } from './home.service';

export const homePlugin: FeaturePlugin = (api, deps) => {
  const home = homeService({
    db: deps.db,
    transact: deps.transact,
    repositories: homeRepositories,
  });
  registerEndpoint(api, deps.guards, getHomePage, ({ session }) => home.homePage(session));
};
