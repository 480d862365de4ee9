import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SAVE_GRACE_MS } from '@lectern/contracts/exams/exam';
import { repeatingJob } from '../../platform/jobs/repeating-job';
import type { ExpiredSheet } from './answer-sheets.repository';
import type { AnswerSheetsService } from './answer-sheets.service';
import type { ExamsRepositories } from './exams.repositories';
import type { SheetSubmission } from './sheet-submission';

/**
 * How often the server looks for answer sheets whose deadline plus grace has passed: a sheet left
 * open by a learner who went away is submitted, at its deadline, at most this long afterwards.
 */
export const EXPIRY_SWEEP_INTERVAL_MS = 15_000;

/** Expired sheets submitted per query of a sweep. */
const EXPIRED_SHEETS_PER_BATCH = 100;

export type ExpirySweepOutcome = {
  submitted: number;
  failed: { sheetId: string; tenantId: string; error: unknown }[];
};

/**
 * Submits every tenant's sheets whose deadline plus grace has passed. A sheet that fails is
 * reported and passed over, so it cannot hold back the sheets after it.
 */
export const submitExpiredSheets = async (
  {
    sheets,
    submitTimeUp,
  }: {
    sheets: Pick<ExamsRepositories['sheets'], 'expiredSheets'>;
    submitTimeUp: SheetSubmission['submitTimeUp'];
  },
  now: number,
): Promise<ExpirySweepOutcome> => {
  const outcome: ExpirySweepOutcome = { submitted: 0, failed: [] };
  let after: ExpiredSheet | null = null;
  for (;;) {
    const batch: ExpiredSheet[] = await sheets.expiredSheets(
      now - SAVE_GRACE_MS,
      EXPIRED_SHEETS_PER_BATCH,
      after,
    );
    for (const sheet of batch) {
      try {
        if ((await submitTimeUp(sheet)) !== null) outcome.submitted += 1;
      } catch (error) {
        outcome.failed.push({ sheetId: sheet.id, tenantId: sheet.tenant_id, error });
      }
    }
    if (batch.length < EXPIRED_SHEETS_PER_BATCH) return outcome;
    after = batch[batch.length - 1] ?? null;
  }
};

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
  const job = repeatingJob('sheet expiry', async () => {
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
