import type { FeaturePlugin } from '../../platform/features/feature';
import { registerCheckInRoutes } from './check-in.routes';

/** Check-in learning (spec §2 /clock): plans, joining, the day's tasks, streaks and make-ups. */
export const checkInPlugin: FeaturePlugin = (api, deps) => registerCheckInRoutes(api, deps);
