import type { TErrorCode } from '@lectern/contracts/common/error-codes';

/**
 * A business failure: answered as the envelope `{ code, body }` with HTTP 200 (spec §7, §8), or
 * with the 4xx status of a request the server refuses to read (a broken or oversized upload).
 * Services throw it; the error handler turns it into the answer.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly body: unknown = null,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    readonly status = 200,
  ) {
    super(`business failure ${code}`);
    this.name = 'AppError';
  }
}
