import type { FeaturePlugin } from '../../platform/features/feature';
import { registerPracticeRoutes } from './practice.routes';

/** Question banks and practice tasks, behind the practice module and edition gate. */
export const practicePlugin: FeaturePlugin = (api, deps) => registerPracticeRoutes(api, deps);
