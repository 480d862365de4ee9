import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { repeatingJob } from '../../platform/jobs/repeating-job';
import type { AnswerSheetsService } from './answer-sheets.service';

/**
 * How often the server looks for answer sheets whose deadline plus grace has passed: a sheet left
 * open by a learner who went away is submitted, at its deadline, at most this long afterwards.
 */
export const EXPIRY_SWEEP_INTERVAL_MS = 15_000;

export type SheetExpiry = {
  /** One sweep now; a sweep already running is joined rather than doubled. */
  sweep: () => Promise<void>;
  start: () => void;
  /** Stops the timer and waits for a running sweep. */
  stop: () => Promise<void>;
};

/**
 * Submits expired sheets in the background with every saved answer. Several server processes may
 * sweep at once: each sheet's submission is a conditional state change, so only one succeeds.
 */
export const createSheetExpiry = (
  sheets: Pick<AnswerSheetsService, 'submitExpiredSheets'>,
  log: FastifyBaseLogger,
  intervalMs = EXPIRY_SWEEP_INTERVAL_MS,
): SheetExpiry => {
  const job = repeatingJob(async () => {
    try {
      const { submitted, failed } = await sheets.submitExpiredSheets(Date.now());
      if (submitted > 0) log.info({ submitted }, 'submitted answer sheets whose time is up');
      for (const { sheetId, tenantId, error } of failed) {
        log.error(
          { err: error, sheetId, tenantId },
          'an expired answer sheet could not be submitted',
        );
      }
    } catch (error) {
      log.error({ err: error }, 'the sweep of expired answer sheets failed');
    }
  });

  return {
    sweep: job.runOnce,
    // Sheets that expired while no server was running are submitted right away.
    start: () => job.every(intervalMs, 0),
    stop: job.stop,
  };
};

/** Runs the sweep while the app is up: from ready until close begins. */
export const registerSheetExpiry = (api: FastifyInstance, sheets: AnswerSheetsService) => {
  const expiry = createSheetExpiry(sheets, api.log);
  api.addHook('onReady', async () => expiry.start());
  api.addHook('preClose', async () => expiry.stop());
};
