import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import type { LoadFigures, TargetCheck } from './results';
import { pidOf, readProcessStats, type RunningServer } from './server';

/** One request of a load: built per call, so every request may carry its own learner. */
export type LoadRequest = {
  method: 'GET' | 'POST';
  /** Path and query; `context` is what the earlier requests of the same sequence stored. */
  path: (context: Record<string, unknown>) => string;
  token: (context: Record<string, unknown>) => string | null;
  body?: (context: Record<string, unknown>) => unknown;
  /** Called with the envelope's body of a "200" answer, to feed the next request of the sequence. */
  onBody?: (body: unknown, context: Record<string, unknown>) => void;
  /**
   * Called with the text of a "200" answer, unparsed: for large answers of which a field or two
   * is read, since parsing each would take the load generator's CPU from the server's.
   */
  onText?: (text: string, context: Record<string, unknown>) => void;
};

export type LoadOptions = {
  server: RunningServer;
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
  /** Connections used in all (fixed-rate loads share them evenly, see connectionsPerWave). */
  connections: number;
  /** Envelopes whose code was not "200", by code. */
  refusals: Record<string, number>;
};

/**
 * A full garbage collection of this process. The scenarios' setup leaves a large heap (every
 * learner's token and sheet); collected during a load, it would pause autocannon and add the pause
 * to the latency of every request in flight, which is the load generator's time, not the server's.
 */
const collectGarbage = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** Starting the profiler holds the server's event loop for 100-200 ms: not the load's. */
const PROFILER_SETTLE_MS = 1_000;

/**
 * BENCH_CPU_PROFILE_DIR: the server's CPU profile of each load is written there, numbered in the
 * order the loads ran, to find where a scenario's time goes.
 */
const profiledLoads = (() => {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  let loads = 0;
  return dir
    ? (server: RunningServer) => {
        const diagnostics = server.diagnostics;
        if (!diagnostics) return null;
        return {
          start: async () => {
            await diagnostics.startProfile();
            await new Promise((resolve) => setTimeout(resolve, PROFILER_SETTLE_MS));
          },
          stop: async () => {
            mkdirSync(dir, { recursive: true });
            const file = join(dir, `load-${String(++loads).padStart(3, '0')}.cpuprofile`);
            writeFileSync(file, JSON.stringify(await diagnostics.stopProfile()));
            console.log(`bench: the server's CPU profile of this load: ${file}`);
          },
        };
      }
    : () => null;
})();

/** The start of every answer of the API (`{"code":"200","body":…}`). */
const ENVELOPE_CODE = /^\{"code":"([^"]*)"/;

/** Fixed-rate loads are split into this many autocannon runs started evenly over one second. */
const WAVES = 10;

/** autocannon's own merge of several runs' histograms (what it does for its workers). */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult: (
      results: autocannon.Result[],
      options: autocannon.Options,
    ) => autocannon.Result;
  }
).aggregateResult;

/**
 * The latencies of a load's successful answers. autocannon's own histogram cannot be used at a
 * fixed rate: its correction for coordinated omission takes `Math.ceil(1 / rate)`, with the rate in
 * requests a second, as the interval in milliseconds, so every answer of n ms is recorded as n
 * answers (n, n - 1, …, 1 ms) and the percentiles weigh each answer by its own latency (autocannon
 * 9.0.0, lib/run.js). Here the correction uses each connection's real interval, 1000 / its rate
 * ms: an answer later than that stands also for the ones its connection could not send meanwhile.
 */
export const latencyHistogram = () => {
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000,
    numberOfSignificantValueDigits: 3,
  });
  return {
    /** One answer, on a connection sending `rate` requests a second (null: as fast as answered). */
    record: (latencyMs: number, rate: number | null) => {
      if (rate === null) histogram.recordValue(latencyMs);
      else histogram.recordValueWithExpectedInterval(latencyMs, 1000 / rate);
    },
    summary: () => ({
      p50: histogram.getValueAtPercentile(50),
      p99: histogram.getValueAtPercentile(99),
      max: Math.round(histogram.maxValue),
    }),
  };
};

/**
 * Each second's p99 of a load, by when the answers came: tells a tail at the load's start (a cold
 * server) from one throughout it or one second's stall.
 */
const latencyTimeline = (started: number) => {
  const seconds: ReturnType<typeof latencyHistogram>[] = [];
  return {
    record: (latencyMs: number, rate: number | null) => {
      const second = Math.floor((Date.now() - started) / 1000);
      (seconds[second] ??= latencyHistogram()).record(latencyMs, rate);
    },
    p99s: () => Array.from(seconds, (second) => second?.summary().p99 ?? 0),
  };
};

/** One autocannon run, its successful answers' latencies given to `record`. */
const runRecorded = (options: autocannon.Options, record: (latencyMs: number) => void) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) record(responseTime);
    });
  });

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * autocannon shares a run's rate and requests among its connections in whole numbers, so a run
 * lasts as long as its slowest connection. A fixed-rate load with a set number of requests
 * therefore uses, per wave, the most connections (up to its share) that divide both evenly, each
 * running whole sequences.
 */
const connectionsPerWave = (options: LoadOptions) => {
  if (options.overallRate === undefined || options.amount === undefined) return null;
  const rate = options.overallRate / WAVES;
  const amount = options.amount / WAVES;
  if (!Number.isInteger(rate) || !Number.isInteger(amount)) {
    throw new Error(`rate and requests must be multiples of ${WAVES}`);
  }
  const common = gcd(rate, amount);
  for (let count = Math.min(common, Math.ceil(options.connections / WAVES)); count > 0; count--) {
    if (common % count === 0 && (amount / count) % options.sequence.length === 0) return count;
  }
  throw new Error('no even share of the load among connections');
};

/**
 * Drives the server with autocannon and measures what the issue's table reports: throughput,
 * p50/p99/max latency, errors (non-2xx, socket errors, timeouts, envelopes other than "200"),
 * and the server process's CPU time and peak memory.
 *
 * autocannon's fixed rate (-R) releases each connection's quota when its second starts, so all of
 * a second's requests would arrive at once. A fixed-rate load is therefore split into WAVES runs,
 * each with its share of the rate and requests, started 1/WAVES s apart.
 */
export const runLoad = async (options: LoadOptions): Promise<LoadOutcome> => {
  const refusals: Record<string, number> = {};
  const waves = options.overallRate === undefined ? 1 : WAVES;
  const share = (total: number, wave: number) =>
    Math.floor(total / waves) + (wave < total % waves ? 1 : 0);
  const requests = options.sequence.map((step) => ({
    method: step.method,
    setupRequest: (request: autocannon.Request, context: object) => {
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
    onResponse: (status: number, body: string, context: object) => {
      if (status < 200 || status >= 300) return;
      // The envelope's code comes first: large bodies nobody reads are not parsed.
      const code = ENVELOPE_CODE.exec(body)?.[1];
      if (!step.onBody && code !== undefined) {
        if (code !== '200') refusals[code] = (refusals[code] ?? 0) + 1;
        else step.onText?.(body, context as Record<string, unknown>);
        return;
      }
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
  }));
  const connections = connectionsPerWave(options);
  const runOptions = (wave: number): autocannon.Options => ({
    url: options.server.url,
    connections: connections ?? share(options.connections, wave),
    ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate / waves }),
    ...(options.amount === undefined
      ? { duration: options.durationSeconds ?? 10 }
      : { amount: options.amount / waves }),
    timeout: 30,
    skipAggregateResult: true,
    // Corrected here instead (latencyHistogram); autocannon refuses the option without a rate.
    ...(options.overallRate === undefined ? {} : { ignoreCoordinatedOmission: true }),
    requests,
  });
  const latencies = latencyHistogram();
  collectGarbage();
  const serverPid = pidOf(options.server);
  const profile = profiledLoads(options.server);
  await profile?.start();
  await options.server.diagnostics?.reset();
  const before = readProcessStats(serverPid);
  const loadCpuBefore = process.cpuUsage();
  const started = Date.now();
  const timeline = latencyTimeline(started);
  const results = await Promise.all(
    Array.from({ length: waves }, async (_, wave) => {
      await new Promise((resolve) => setTimeout(resolve, (wave * 1000) / waves));
      const waveOptions = runOptions(wave);
      const rate =
        waveOptions.overallRate === undefined
          ? null
          : waveOptions.overallRate / (waveOptions.connections ?? 1);
      return runRecorded(waveOptions, (latencyMs) => {
        latencies.record(latencyMs, rate);
        timeline.record(latencyMs, rate);
      });
    }),
  );
  const durationSeconds = (Date.now() - started) / 1000;
  const after = readProcessStats(serverPid);
  const diagnostics = (await options.server.diagnostics?.snapshot()) ?? null;
  await profile?.stop();
  const result = aggregateResult(results, runOptions(0));
  const refused = Object.values(refusals).reduce((sum, count) => sum + count, 0);
  return {
    requests: result.requests.total,
    durationSeconds,
    requestsPerSecond: result.requests.total / durationSeconds,
    latencyMs: latencies.summary(),
    p99BySecondMs: timeline.p99s(),
    errors: result.non2xx + result.errors + result.timeouts + refused,
    serverCpuSeconds: after.cpuSeconds - before.cpuSeconds,
    serverPeakRssMb: after.peakRssMb,
    loadCpuSeconds: cpuSecondsSince(loadCpuBefore),
    connections: results.reduce((sum, _, wave) => sum + (runOptions(wave).connections ?? 0), 0),
    refusals,
    diagnostics,
  };
};

/** A load's figures as the results table shows them. */
export const loadOf = (outcome: LoadOutcome): LoadFigures => ({
  requests: outcome.requests,
  durationSeconds: outcome.durationSeconds,
  requestsPerSecond: outcome.requestsPerSecond,
  latencyMs: outcome.latencyMs,
  p99BySecondMs: outcome.p99BySecondMs,
  errors: outcome.errors,
  serverCpuSeconds: outcome.serverCpuSeconds,
  serverPeakRssMb: outcome.serverPeakRssMb,
  loadCpuSeconds: outcome.loadCpuSeconds,
  diagnostics: outcome.diagnostics,
});

/** This process's user + system CPU seconds since `before` (a `process.cpuUsage()`). */
export const cpuSecondsSince = (before: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1e6;
};

/** "12 × 300313, 3 × unparsable", or "none". */
export const describeRefusals = (refusals: Record<string, number>) =>
  Object.entries(refusals)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ') || 'none';

/** The target every scenario has: the load's p99 under `limitMs`. */
export const p99Target = (outcome: LoadOutcome, limitMs: number): TargetCheck => ({
  label: 'p99 <',
  target: `${limitMs} ms`,
  measured: `${outcome.latencyMs.p99} ms`,
  pass: outcome.latencyMs.p99 < limitMs,
});

/** Each step of a saturation search offers this much more than the one before. */
const SATURATION_FACTOR = 1.25;
/** A fixed-rate load starts its waves over 0.9 s; answers later than this lag the offer. */
const SATURATION_LAG_SECONDS = 1.5;

export type SaturationStep = { rate: number; p99: number; errors: number; pass: boolean };

/** Rates a fixed-rate load can share evenly among its waves (bench/lib/load.ts): whole hundreds. */
const saturationRateOf = (rate: number) => Math.max(100, Math.round(rate / 100) * 100);

/**
 * Headroom (issue 25): the highest offered rate at which p99 stays under `limitMs`, with no
 * errors and every answer back within the step. Loads of `stepSeconds` at rising rates, from
 * `fromRate` up by a quarter each step, until one misses or `maxSteps` were run. `load` offers
 * `amount` requests at `rate`, each on work of its own where a request uses something up.
 */
export const findSaturation = async (
  fromRate: number,
  limitMs: number,
  stepSeconds: number,
  load: (rate: number, amount: number) => Promise<LoadOutcome>,
  maxSteps = 10,
) => {
  const steps: SaturationStep[] = [];
  let rate = saturationRateOf(fromRate);
  for (let step = 0; step < maxSteps; step += 1) {
    const outcome = await load(rate, rate * stepSeconds);
    const pass =
      outcome.latencyMs.p99 < limitMs &&
      outcome.errors === 0 &&
      outcome.durationSeconds <= stepSeconds + SATURATION_LAG_SECONDS;
    steps.push({ rate, p99: outcome.latencyMs.p99, errors: outcome.errors, pass });
    if (!pass) break;
    rate = saturationRateOf(rate * SATURATION_FACTOR);
  }
  const rateFound = steps.filter((step) => step.pass).at(-1)?.rate ?? 0;
  return {
    rate: rateFound,
    steps,
    reachedMax: steps.length === maxSteps && steps.every((s) => s.pass),
  };
};

/** A saturation search's steps, for the notes: '2,000/s p99 12 ms ✓, 2,500/s p99 80 ms ✗'. */
export const describeSaturation = (steps: SaturationStep[]) =>
  steps
    .map(
      (step) =>
        `${step.rate.toLocaleString('en')}/s p99 ${step.p99} ms${step.errors > 0 ? ` ${step.errors} errors` : ''} ${step.pass ? '✓' : '✗'}`,
    )
    .join(', ');

/** The saturation row of a scenario's targets: passes when the headroom covers the offered rate. */
export const saturationTarget = (
  saturation: Awaited<ReturnType<typeof findSaturation>>,
  limitMs: number,
  offeredRate: number,
): TargetCheck => ({
  label: `saturation: highest offered rate with p99 < ${limitMs} ms, ≥`,
  target: `${offeredRate.toLocaleString('en')}/s`,
  measured: `${saturation.reachedMax ? '≥ ' : ''}${saturation.rate.toLocaleString('en')}/s`,
  pass: saturation.rate >= offeredRate,
});
