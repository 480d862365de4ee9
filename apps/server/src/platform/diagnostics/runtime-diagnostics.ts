import {
  constants,
  createHistogram,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
  type IntervalHistogram,
  type RecordableHistogram,
} from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';

/**
 * What the process did while it served a load (docs/decisions/0071): how long the event loop was
 * held up, garbage collection's pauses, time waiting for a database connection against time in
 * statements, and the background work that ran. Off unless started (RUNTIME_DIAGNOSTICS): every
 * record is then a single check.
 */

/** Durations in milliseconds. */
export type TimingSummary = {
  count: number;
  totalMs: number;
  p50: number;
  p99: number;
  max: number;
};

/** The statements whose text starts alike (lists of parameters folded): how often, how long. */
export type StatementCost = { text: string; count: number; totalMs: number };

/** Statements told apart by this much of their text, lists of parameters folded. */
const STATEMENT_TEXT_LENGTH = 90;
/** The costliest statements a snapshot names. */
const COSTLIEST_STATEMENTS = 4;

/**
 * A statement's text as it is told apart: its start only, whitespace and lists of parameters
 * folded, so that telling costs little beside the statement.
 */
const statementKey = (text: string) =>
  text
    .slice(0, STATEMENT_TEXT_LENGTH)
    .replace(/\s+/g, ' ')
    .replace(/(\?|\$\d+)(, (\?|\$\d+))+/g, '…');

export type BackgroundSummary = { runs: number; totalMs: number; maxMs: number };

export type DiagnosticsSnapshot = {
  /** Milliseconds covered, since the start or the last reset. */
  elapsedMs: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number; mean: number };
  gc: { count: number; totalMs: number; maxMs: number; major: number; majorMs: number };
  /**
   * Waiting for a pooled connection (PostgreSQL only) and running statements; the statements that
   * took the most time in all, by their text's start.
   */
  database: { poolWait: TimingSummary; statement: TimingSummary; costliest: StatementCost[] };
  /** Background work that ran, by job name. */
  background: Record<string, BackgroundSummary>;
};

/** Histograms take integers: durations are kept in microseconds. */
const MICROS_PER_MS = 1_000;
const NANOS_PER_MS = 1_000_000;
/** The event loop's delay is sampled this often (ms): finer than any tail worth finding. */
const EVENT_LOOP_RESOLUTION_MS = 5;

const round = (value: number) => Math.round(value * 100) / 100;

const summaryOf = (histogram: RecordableHistogram, totalMs: number): TimingSummary => ({
  count: histogram.count,
  totalMs: round(totalMs),
  p50: histogram.count === 0 ? 0 : round(histogram.percentile(50) / MICROS_PER_MS),
  p99: histogram.count === 0 ? 0 : round(histogram.percentile(99) / MICROS_PER_MS),
  max: histogram.count === 0 ? 0 : round(histogram.max / MICROS_PER_MS),
});

type Timing = { histogram: RecordableHistogram; totalMs: number };

const timing = (): Timing => ({ histogram: createHistogram(), totalMs: 0 });

const record = (entry: Timing, ms: number) => {
  entry.histogram.record(Math.max(1, Math.round(ms * MICROS_PER_MS)));
  entry.totalMs += ms;
};

const createRuntimeDiagnostics = () => {
  let loop: IntervalHistogram | null = null;
  let gcObserver: PerformanceObserver | null = null;
  let since = 0;
  let gc = { count: 0, totalMs: 0, maxMs: 0, major: 0, majorMs: 0 };
  let poolWait = timing();
  let statement = timing();
  let statementCosts = new Map<string, StatementCost>();
  let background = new Map<string, BackgroundSummary>();

  const reset = () => {
    loop?.reset();
    since = performance.now();
    gc = { count: 0, totalMs: 0, maxMs: 0, major: 0, majorMs: 0 };
    poolWait = timing();
    statement = timing();
    statementCosts = new Map();
    background = new Map();
  };

  return {
    get started() {
      return loop !== null;
    },

    /** Starts measuring; again is nothing. */
    start: () => {
      if (loop) return;
      loop = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
      loop.enable();
      gcObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          gc.count += 1;
          gc.totalMs += entry.duration;
          gc.maxMs = Math.max(gc.maxMs, entry.duration);
          const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
          if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
            gc.major += 1;
            gc.majorMs += entry.duration;
          }
        }
      });
      gcObserver.observe({ entryTypes: ['gc'] });
      reset();
    },

    stop: () => {
      loop?.disable();
      gcObserver?.disconnect();
      loop = null;
      gcObserver = null;
    },

    reset,

    poolWait: (ms: number) => {
      if (loop) record(poolWait, ms);
    },

    /** A statement that took `ms`; `text` (its SQL) counts it among those alike. */
    statement: (ms: number, text?: string) => {
      if (!loop) return;
      record(statement, ms);
      if (text === undefined) return;
      const key = statementKey(text);
      const cost = statementCosts.get(key) ?? { text: key, count: 0, totalMs: 0 };
      cost.count += 1;
      cost.totalMs += ms;
      statementCosts.set(key, cost);
    },

    /** One run of background work called `name`, which took `ms`. */
    background: (name: string, ms: number) => {
      if (!loop) return;
      const job = background.get(name) ?? { runs: 0, totalMs: 0, maxMs: 0 };
      background.set(name, {
        runs: job.runs + 1,
        totalMs: round(job.totalMs + ms),
        maxMs: round(Math.max(job.maxMs, ms)),
      });
    },

    snapshot: (): DiagnosticsSnapshot => {
      const delay = loop;
      // The histogram holds the time between the sampling timer's turns, in nanoseconds: the
      // delay is what exceeds the sampling interval.
      const loopMs = (value: number) =>
        delay && delay.count > 0
          ? round(Math.max(0, value / NANOS_PER_MS - EVENT_LOOP_RESOLUTION_MS))
          : 0;
      return {
        elapsedMs: round(performance.now() - since),
        eventLoopDelayMs: {
          p50: loopMs(delay?.percentile(50) ?? 0),
          p99: loopMs(delay?.percentile(99) ?? 0),
          max: loopMs(delay?.max ?? 0),
          mean: loopMs(delay?.mean ?? 0),
        },
        gc: {
          count: gc.count,
          totalMs: round(gc.totalMs),
          maxMs: round(gc.maxMs),
          major: gc.major,
          majorMs: round(gc.majorMs),
        },
        database: {
          poolWait: summaryOf(poolWait.histogram, poolWait.totalMs),
          statement: summaryOf(statement.histogram, statement.totalMs),
          costliest: [...statementCosts.values()]
            .sort((a, b) => b.totalMs - a.totalMs)
            .slice(0, COSTLIEST_STATEMENTS)
            .map((cost) => ({ ...cost, totalMs: round(cost.totalMs) })),
        },
        background: Object.fromEntries(background),
      };
    },
  };
};

/** The process's one set of diagnostics: the event loop and the heap are the process's. */
export const runtimeDiagnostics = createRuntimeDiagnostics();

/** Times `work` as background work called `name` when diagnostics are on. */
export const timedBackground = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  if (!runtimeDiagnostics.started) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    runtimeDiagnostics.background(name, performance.now() - started);
  }
};

/** What a parent process may ask over the IPC channel (RUNTIME_DIAGNOSTICS=ipc). */
export type DiagnosticsOp = 'reset' | 'snapshot' | 'profile-start' | 'profile-stop';

type DiagnosticsMessage = { lectern: 'diagnostics'; op: DiagnosticsOp; id: number };

/**
 * The V8 CPU profile of a stretch of this process's work (a `.cpuprofile`), taken through the
 * inspector protocol of the process itself: started and stopped around one load.
 */
const cpuProfiler = () => {
  let session: Session | null = null;
  return {
    start: async () => {
      if (session) return;
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    stop: async () => {
      if (!session) return null;
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      session = null;
      return profile;
    },
  };
};

const isDiagnosticsMessage = (message: unknown): message is DiagnosticsMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { lectern?: unknown }).lectern === 'diagnostics';

/**
 * RUNTIME_DIAGNOSTICS=ipc: measures, and answers the parent process (the benchmark, which
 * started this one with an IPC channel) when it asks to reset or for a snapshot.
 */
export const answerDiagnosticsOverIpc = () => {
  const send = process.send?.bind(process);
  if (!send) throw new Error('RUNTIME_DIAGNOSTICS=ipc needs a parent process with an IPC channel');
  runtimeDiagnostics.start();
  const profiler = cpuProfiler();
  const answer = async ({ op }: DiagnosticsMessage) => {
    switch (op) {
      case 'reset':
        runtimeDiagnostics.reset();
        return {};
      case 'snapshot':
        return { snapshot: runtimeDiagnostics.snapshot() };
      case 'profile-start':
        await profiler.start();
        return {};
      case 'profile-stop':
        return { profile: await profiler.stop() };
    }
  };
  process.on('message', (message) => {
    if (!isDiagnosticsMessage(message)) return;
    void answer(message).then(
      (answered) => send({ lectern: 'diagnostics', id: message.id, ...answered }),
      (error: unknown) => send({ lectern: 'diagnostics', id: message.id, error: String(error) }),
    );
  });
  // The channel must not keep the process alive once the server closes.
  process.channel?.unref();
};
