import type { FeaturePlugin } from '../../platform/features/feature';
import { registerOfflineTrainingRoutes } from './offline-training.routes';

/** Offline training classes: sessions, QR attendance, homework and the mentors' grading. */
export const offlineTrainingPlugin: FeaturePlugin = (api, deps) =>
  registerOfflineTrainingRoutes(api, deps);
