import type { FeaturePlugin } from '../../platform/features/feature';
import { registerCreditsRoutes } from './credits.routes';

/** The learner's credit history and the tenant's credit ranking (docs/decisions/0064). */
export const creditsPlugin: FeaturePlugin = (api, deps) => registerCreditsRoutes(api, deps);
