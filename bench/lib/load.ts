import autocannon from 'autocannon';
import type { LoadFigures } from './results';
import { readProcessStats } from './server';

/** One request of a load: built per call, so every request may carry its own learner. */
export type LoadRequest = {
  method: 'GET' | 'POST';
  /** Path and query; `context` is what the earlier requests of the same sequence stored. */
  path: (context: Record<string, unknown>) => string;
  token: (context: Record<string, unknown>) => string | null;
  body?: (context: Record<string, unknown>) => unknown;
  /** Called with the envelope's body of a "200" answer, to feed the next request of the sequence. */
  onBody?: (body: unknown, context: Record<string, unknown>) => void;
};

export type LoadOptions = {
  url: string;
  serverPid: number;
  connections: number;
  /** Fixed arrival rate over all connections (autocannon -R); none: as fast as answered. */
  overallRate?: number;
  /** Requests in all; runs for `durationSeconds` when absent. */
  amount?: number;
  durationSeconds?: number;
  /** A sequence runs on one connection, in order; it starts again (with a fresh context) after. */
  sequence: LoadRequest[];
};

export type LoadOutcome = LoadFigures & {
  /** Envelopes whose code was not "200", by code. */
  refusals: Record<string, number>;
};

/**
 * Drives the server with autocannon and measures what the table reports: throughput,
 * p50/p99/max latency, errors (non-2xx, socket errors, timeouts, envelopes other than "200"),
 * and the server process's CPU time and peak memory.
 */
export const runLoad = async (options: LoadOptions): Promise<LoadOutcome> => {
  const refusals: Record<string, number> = {};
  const before = readProcessStats(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
    ...(options.amount === undefined
      ? { duration: options.durationSeconds ?? 10 }
      : { amount: options.amount }),
    timeout: 30,
    requests: options.sequence.map((step) => ({
      method: step.method,
      setupRequest: (request, context) => {
        const state = context as Record<string, unknown>;
        const token = step.token(state);
        const body = step.body?.(state);
        return {
          ...request,
          path: step.path(state),
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        };
      },
      onResponse: (status, body, context) => {
        if (status < 200 || status >= 300) return;
        let envelope: { code?: unknown; body?: unknown };
        try {
          envelope = JSON.parse(body) as typeof envelope;
        } catch {
          refusals['unparsable'] = (refusals['unparsable'] ?? 0) + 1;
          return;
        }
        if (envelope.code !== '200') {
          const code = String(envelope.code);
          refusals[code] = (refusals[code] ?? 0) + 1;
          return;
        }
        step.onBody?.(envelope.body, context as Record<string, unknown>);
      },
    })),
  });
  const after = readProcessStats(options.serverPid);
  const refused = Object.values(refusals).reduce((sum, count) => sum + count, 0);
  return {
    requests: result.requests.total,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.non2xx + result.errors + result.timeouts + refused,
    serverCpuSeconds: after.cpuSeconds - before.cpuSeconds,
    serverPeakRssMb: after.peakRssMb,
    refusals,
  };
};

/** "12 × 300313, 3 × unparsable", or "none". */
export const describeRefusals = (refusals: Record<string, number>) =>
  Object.entries(refusals)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ') || 'none';
