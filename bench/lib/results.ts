import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { DiagnosticsSnapshot } from '../../apps/server/src/platform/diagnostics/runtime-diagnostics';

/** One target of the issue's table, checked against what a scenario measured. */
export type TargetCheck = { label: string; target: string; measured: string; pass: boolean };

/** HTTP load figures; absent for scenarios that measure no requests (S6). */
export type LoadFigures = {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** The p99 of each second of the load, by when the answers came (absent in older results). */
  p99BySecondMs?: number[];
  errors: number;
  serverCpuSeconds: number;
  serverPeakRssMb: number;
  /** User + system CPU time of the benchmark's own process (autocannon) during the load. */
  loadCpuSeconds: number;
  /** What the server measured of itself during the load (RUNTIME_DIAGNOSTICS); null: not asked. */
  diagnostics: DiagnosticsSnapshot | null;
};

export type ScenarioResult = {
  id: string;
  name: string;
  work: string;
  load: LoadFigures | null;
  targets: TargetCheck[];
  /** Scenario-specific rows for the Markdown detail section, e.g. chunk sizes. */
  details: { heading: string; columns: string[]; rows: string[][] } | null;
  notes: string[];
  /**
   * Each run's load when the scenario ran more than once (`--repeat`): `load` is then the run of
   * median p99, and a target passes only when it passed in every run.
   */
  runs?: LoadFigures[];
};

export type BenchReport = {
  generatedAt: string;
  /** How many times each load scenario ran (`--repeat`); absent in reports from before it. */
  repeat?: number;
  machine: { cpuModel: string; cores: number; memoryGb: number; node: string; platform: string };
  scenarios: ScenarioResult[];
};

export const describeMachine = (): BenchReport['machine'] => ({
  cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
  cores: cpus().length,
  memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
});

const dash = '—';
const fixed = (value: number, digits = 1) => value.toFixed(digits);

const worstP99 = (runs: LoadFigures[]) => Math.max(...runs.map((run) => run.latencyMs.p99));

/** The p99 of the run shown, and with several runs the worst of them. */
const p99Cell = (scenario: ScenarioResult) => {
  const p99 = fixed(scenario.load?.latencyMs.p99 ?? 0, 0);
  const runs = scenario.runs ?? [];
  return runs.length > 1 ? `${p99} (worst ${fixed(worstP99(runs), 0)})` : p99;
};

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;

/** What the server measured of itself during a load, in a sentence. */
export const describeDiagnostics = (diagnostics: DiagnosticsSnapshot) => {
  const { eventLoopDelayMs: loop, gc, database, background } = diagnostics;
  const jobs = Object.entries(background).map(
    ([name, job]) =>
      `${name} ${job.runs} run${job.runs === 1 ? '' : 's'} (${ms(job.totalMs)} in all, longest ${ms(job.maxMs)})`,
  );
  const timing = (label: string, figures: DiagnosticsSnapshot['database']['poolWait']) =>
    figures.count === 0
      ? null
      : `${label} ${figures.count.toLocaleString('en')}, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`;
  return [
    `event-loop delay p50 ${ms(loop.p50)}, p99 ${ms(loop.p99)}, max ${ms(loop.max)}`,
    `GC ${gc.count.toLocaleString('en')} pauses, ${ms(gc.totalMs)} in all, longest ${ms(gc.maxMs)} ` +
      `(${gc.major} major, ${ms(gc.majorMs)})`,
    timing('pool waits', database.poolWait),
    timing('statements', database.statement),
    // Absent in results written before it was measured.
    (database.costliest ?? []).length === 0
      ? null
      : `most statement time in ${(database.costliest ?? [])
          .map(
            (cost) =>
              `\`${cost.text}\` (${cost.count.toLocaleString('en')}, ${ms(cost.totalMs)} in all)`,
          )
          .join(', ')}`,
    `background work: ${jobs.length === 0 ? 'none' : jobs.join(', ')}`,
  ]
    .filter((part) => part !== null)
    .join('; ');
};

const diagnosticsNotes = (scenario: ScenarioResult) => {
  const runs = scenario.runs ?? (scenario.load ? [scenario.load] : []);
  return runs.flatMap((run, index) =>
    run.diagnostics
      ? [
          `Server during ${runs.length > 1 ? `run ${index + 1} (p99 ${run.latencyMs.p99} ms)` : 'the load'}: ` +
            `${describeDiagnostics(run.diagnostics)}` +
            (run.p99BySecondMs ? `; p99 by second ${run.p99BySecondMs.join(', ')} ms` : '') +
            '.',
        ]
      : [],
  );
};

/**
 * One result of a scenario that ran `results.length` times on fresh data: the run of median p99
 * stands for it, each target lists every run's measure and passes only when every run passed.
 */
export const combineRuns = (results: ScenarioResult[]): ScenarioResult => {
  const [first] = results;
  if (!first) throw new Error('no runs to combine');
  if (results.length === 1) return first;
  const byP99 = [...results].sort(
    (a, b) => (a.load?.latencyMs.p99 ?? 0) - (b.load?.latencyMs.p99 ?? 0),
  );
  const median = byP99[Math.floor((byP99.length - 1) / 2)] ?? first;
  const runs = results.flatMap((result) => (result.load ? [result.load] : []));
  return {
    ...median,
    targets: first.targets.map((target, index) => {
      const checks = results.map((result) => result.targets[index]);
      return {
        ...target,
        measured: checks.map((check) => check?.measured ?? '—').join(' · '),
        pass: checks.every((check) => check?.pass === true),
      };
    }),
    ...(runs.length === results.length ? { runs } : {}),
  };
};

const tableOf = (columns: string[], rows: string[][]) =>
  [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export const toMarkdown = (report: BenchReport): string => {
  const { machine } = report;
  const summary = report.scenarios.flatMap((scenario) =>
    scenario.targets.map((target, index) => {
      const load = index === 0 ? scenario.load : null;
      const cells = load
        ? [
            `${fixed(load.requestsPerSecond)}/s`,
            fixed(load.latencyMs.p50, 0),
            p99Cell(scenario),
            fixed(load.latencyMs.max, 0),
            String(load.errors),
            `${fixed(load.serverCpuSeconds)} s`,
            `${fixed(load.serverPeakRssMb, 0)} MB`,
            `${fixed(load.loadCpuSeconds)} s`,
          ]
        : Array<string>(8).fill(dash);
      return [
        index === 0 ? `${scenario.id} ${scenario.name}` : '',
        index === 0 ? scenario.work : '',
        ...cells,
        `${target.label} ${target.target}`,
        target.measured,
        target.pass ? 'pass' : '**FAIL**',
      ];
    }),
  );
  const sections = [
    '# Lectern benchmark results',
    '',
    `Run ${report.generatedAt} on ${machine.cores} × ${machine.cpuModel}, ${machine.memoryGb} GB, ` +
      `Node ${machine.node} (${machine.platform}). Written by \`npm run bench\`.`,
    ...((report.repeat ?? 1) > 1
      ? [
          '',
          `Each load scenario ran ${report.repeat} times, each on a fresh data set: the row shows the run of ` +
            'median p99 with the worst p99 beside it, Measured lists every run, and a target passes only ' +
            'when every run met it.',
        ]
      : []),
    '',
    tableOf(
      [
        'Scenario',
        'Work',
        'Throughput',
        'p50 ms',
        'p99 ms',
        'max ms',
        'Errors',
        'Server CPU',
        'Server peak RSS',
        'Load generator CPU',
        'Target',
        'Measured',
        'Result',
      ],
      summary,
    ),
  ];
  for (const scenario of report.scenarios) {
    const notes = [...scenario.notes, ...diagnosticsNotes(scenario)];
    if (!scenario.details && notes.length === 0) continue;
    sections.push('', `## ${scenario.id} ${scenario.name}`);
    if (scenario.details) {
      sections.push(
        '',
        scenario.details.heading,
        '',
        tableOf(scenario.details.columns, scenario.details.rows),
      );
    }
    if (notes.length > 0) sections.push('', ...notes.map((note) => `- ${note}`));
  }
  return `${sections.join('\n')}\n`;
};

/** Written to a .tmp file first and renamed, so an interrupted run leaves the last table intact. */
const writeAtomically = (path: string, text: string) => {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
};

export const writeReport = (dir: string, report: BenchReport) => {
  mkdirSync(dir, { recursive: true });
  writeAtomically(join(dir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeAtomically(join(dir, 'results.md'), toMarkdown(report));
};
