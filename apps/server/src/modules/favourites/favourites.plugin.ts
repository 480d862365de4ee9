import type { FeaturePlugin } from '../../platform/features/feature';
import { registerFavouritesRoutes } from './favourites.routes';

/** Learners' favourites. */
export const favouritesPlugin: FeaturePlugin = (api, deps) => registerFavouritesRoutes(api, deps);
