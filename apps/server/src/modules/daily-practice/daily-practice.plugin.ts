import type { FeaturePlugin } from '../../platform/features/feature';
import { registerDailyPracticeRoutes } from './daily-practice.routes';

/** Daily practice with rankings and credits, behind the practice module and edition gate. */
export const dailyPracticePlugin: FeaturePlugin = (api, deps) =>
  registerDailyPracticeRoutes(api, deps);
