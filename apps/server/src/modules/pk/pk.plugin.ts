import type { FeaturePlugin } from '../../platform/features/feature';
import { repeatingJob } from '../../platform/jobs/repeating-job';
import { pkRepositories } from './pk.repository';
import { registerPkRoutes } from './pk.routes';
import { pkService } from './pk.service';

/** How often each process looks for matches whose time or grace period ran out. */
const SWEEP_INTERVAL_MS = 5_000;
/**
 * A page that closes and another that opens (the lobby handing over to the match screen, a
 * reload) within this time is not a disconnect.
 */
export const AWAY_DEBOUNCE_MS = 2_000;

/**
 * PK quizzes (docs/decisions/0059): routes, the realtime presence of players (a learner's last
 * IM page on this process closing starts their grace period) and a sweep that ends due matches.
 */
export const pkPlugin: FeaturePlugin = (api, deps) => {
  const pk = pkService({
    db: deps.db,
    transact: deps.transact,
    repositories: pkRepositories,
    realtime: deps.realtime,
    graceMs: deps.config.pkGraceMs,
    log: api.log,
  });
  registerPkRoutes(api, deps, pk);

  const timers = new Set<NodeJS.Timeout>();
  const later = (delayMs: number, work: () => Promise<unknown>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => api.log.error({ err: error }, 'a PK timer failed'));
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  const unwatch = deps.realtime.watchPresence(({ tenantId, memberId, present, at }) => {
    if (present) {
      later(0, () => pk.present(tenantId, memberId, at));
      return;
    }
    later(AWAY_DEBOUNCE_MS, async () => {
      if (deps.realtime.holdsMember(tenantId, memberId)) return;
      const matchIds = await pk.away(tenantId, memberId, at);
      // Ends the match on time here; the sweep and every read do it too, on any process.
      for (const matchId of matchIds) {
        later(Math.max(0, at + deps.config.pkGraceMs - Date.now()) + 250, () =>
          pk.settle(tenantId, matchId),
        );
      }
    });
  });

  const sweep = repeatingJob('pk settlement', async () => {
    try {
      await pk.settleDue();
    } catch (error) {
      api.log.error({ err: error }, 'the sweep of PK matches failed');
    }
  });
  api.addHook('onReady', async () => sweep.every(SWEEP_INTERVAL_MS));
  api.addHook('preClose', async () => {
    unwatch();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await sweep.stop();
  });
};
