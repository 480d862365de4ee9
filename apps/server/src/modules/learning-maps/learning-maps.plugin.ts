import type { FeaturePlugin } from '../../platform/features/feature';
import { registerLearningMapsRoutes } from './learning-maps.routes';

/** Learning maps and the development map, behind the courses module and the all-in-one edition. */
export const learningMapsPlugin: FeaturePlugin = (api, deps) =>
  registerLearningMapsRoutes(api, deps);
