import type { FeaturePlugin } from '../../platform/features/feature';
import { registerMistakesRoutes } from './mistakes.routes';

/** Learners' wrong-question sets, behind the practice module and edition gate. */
export const mistakesPlugin: FeaturePlugin = (api, deps) => registerMistakesRoutes(api, deps);
