import type { FeaturePlugin } from '../../platform/features/feature';
import { registerExamsRoutes } from './exams.routes';

/** The exam engine and its results, with the background sweep of expired sheets. */
export const examsPlugin: FeaturePlugin = (api, deps) => registerExamsRoutes(api, deps);
