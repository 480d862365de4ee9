import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { repeatingJob } from '../jobs/repeating-job';
import { deviceTicketsRepository } from '../realtime/device-tickets';
import { sessionsRepository } from '../sessions/sessions.repository';
import { tenantDirectory } from '../tenancy/tenant-directory';
import { verificationCodesRepository } from '../verification-codes/verification-codes.repository';

/**
 * Rows one statement deletes: about 14 ms on a busy 2-core machine on either database (on SQLite
 * the statement also holds the event loop), so no lock is held for long (docs/decisions/0025).
 */
export const HOUSEKEEPING_BATCH_ROWS = 100;
/** Least rest after a full batch; the rest is at least as long as the batch took. */
const MIN_PAUSE_AFTER_BATCH_MS = 5;
/** The first pass comes this long after start (once start-up traffic settled), or sooner. */
export const HOUSEKEEPING_FIRST_PASS_DELAY_MS = 60_000;

export type HousekeepingSettings = Config['housekeeping'];

/** Rows a pass deleted. */
export type HousekeepingPass = {
  sessions: number;
  verificationCodes: number;
  deviceTickets: number;
};

export type Housekeeping = {
  /** One pass as of `now`; a pass already running is joined. Never rejects: errors are logged. */
  runOnce: (now?: number) => Promise<HousekeepingPass>;
  /** Passes every `intervalMs` (none when it is 0), the first one soon after start. */
  start: () => void;
  /** Stops the timer and ends a running pass after its current batch. */
  stop: () => Promise<void>;
};

/**
 * Deletes expired device tickets (realtime/device-tickets.ts) at once; sessions that expired or
 * were revoked, and verification codes that were used or expired, once they are older than their
 * retention (docs/decisions/0025). Tenant by tenant, in batches of HOUSEKEEPING_BATCH_ROWS, each
 * its own short transaction. Several processes may run passes at once: a row another pass
 * deleted first is simply not counted.
 */
export const createHousekeeping = (
  { db, transact }: Pick<DatabaseHandle, 'db' | 'transact'>,
  settings: HousekeepingSettings,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
): Housekeeping => {
  let stopped = false;

  /**
   * Runs `deleteBatch` until a batch comes back short; answers the rows deleted. Resting as long
   * as each batch took leaves requests at least half of the database (and of SQLite's event loop).
   */
  const deleteInBatches = async (deleteBatch: () => Promise<number>) => {
    let deleted = 0;
    while (!stopped) {
      const startedAt = performance.now();
      const rows = await deleteBatch();
      deleted += rows;
      if (rows < HOUSEKEEPING_BATCH_ROWS) break;
      await sleep(Math.max(MIN_PAUSE_AFTER_BATCH_MS, performance.now() - startedAt));
    }
    return deleted;
  };

  const pass = async (now = Date.now()) => {
    const sessionsBefore = now - settings.sessionRetentionMs;
    const codesBefore = now - settings.verificationCodeRetentionMs;
    const deleted: HousekeepingPass = { sessions: 0, verificationCodes: 0, deviceTickets: 0 };
    try {
      for (const tenantId of await tenantDirectory(db).ids()) {
        if (stopped) break;
        deleted.sessions += await deleteInBatches(() =>
          transact((trx) =>
            sessionsRepository(trx).deleteEndedBefore(
              tenantId,
              sessionsBefore,
              HOUSEKEEPING_BATCH_ROWS,
            ),
          ),
        );
        deleted.verificationCodes += await deleteInBatches(() =>
          transact((trx) =>
            verificationCodesRepository(trx).deleteSpentBefore(
              tenantId,
              codesBefore,
              HOUSEKEEPING_BATCH_ROWS,
            ),
          ),
        );
        deleted.deviceTickets += await deleteInBatches(() =>
          transact((trx) =>
            deviceTicketsRepository(trx).deleteExpiredBefore(
              tenantId,
              now,
              HOUSEKEEPING_BATCH_ROWS,
            ),
          ),
        );
        // Each tenant's statements are quick; requests that arrived meanwhile go next.
        await nextTurn();
      }
    } catch (error) {
      log.error({ err: error, ...deleted }, 'housekeeping failed; the next pass tries again');
    }
    if (deleted.sessions + deleted.verificationCodes + deleted.deviceTickets > 0) {
      log.info(deleted, 'housekeeping deleted ended sessions, spent codes and expired tickets');
    }
    return deleted;
  };

  const job = repeatingJob('housekeeping', pass);

  return {
    runOnce: job.runOnce,
    start: () => {
      if (settings.intervalMs === 0 || stopped) return;
      job.every(
        settings.intervalMs,
        Math.min(HOUSEKEEPING_FIRST_PASS_DELAY_MS, settings.intervalMs),
      );
    },
    stop: async () => {
      stopped = true;
      await job.stop();
    },
  };
};

/** Runs the passes while the app is up: from ready until close begins. */
export const registerHousekeeping = (
  app: FastifyInstance,
  database: DatabaseHandle,
  settings: HousekeepingSettings,
) => {
  const housekeeping = createHousekeeping(database, settings, app.log);
  app.addHook('onReady', async () => housekeeping.start());
  app.addHook('preClose', async () => housekeeping.stop());
};
