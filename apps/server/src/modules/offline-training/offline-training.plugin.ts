import type { FeaturePlugin } from '../../platform/features/feature';
import { repeatingJob } from '../../platform/jobs/repeating-job';
import { offlineTrainingRepositories } from './offline-training.repository';
import { registerOfflineTrainingRoutes } from './offline-training.routes';

/** How often spent attendance codes are cleared, and how long after expiry they are kept. */
const CODE_SWEEP_INTERVAL_MS = 10 * 60_000;
const CODE_KEPT_MS = 60 * 60_000;

/**
 * Offline training classes: sessions, QR attendance, homework and the mentors' grading, and the
 * sweep of the attendance codes a trainer's screen draws every 30 s (docs/decisions/0066).
 */
export const offlineTrainingPlugin: FeaturePlugin = (api, deps) => {
  registerOfflineTrainingRoutes(api, deps);
  const sweep = repeatingJob('attendance code sweep', async () => {
    try {
      await offlineTrainingRepositories(deps.db).attendance.deleteExpiredCodes(
        Date.now() - CODE_KEPT_MS,
      );
    } catch (error) {
      api.log.error({ err: error }, 'the sweep of attendance codes failed');
    }
  });
  api.addHook('onReady', async () => sweep.every(CODE_SWEEP_INTERVAL_MS));
  api.addHook('preClose', () => sweep.stop());
};
