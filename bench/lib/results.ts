import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

/** One target of the table, checked against what a scenario measured. */
export type TargetCheck = { label: string; target: string; measured: string; pass: boolean };

/** HTTP load figures; absent for scenarios that measure no requests (S6). */
export type LoadFigures = {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  serverCpuSeconds: number;
  serverPeakRssMb: number;
  /** User + system CPU time of the benchmark's own process (autocannon) during the load. */
  loadCpuSeconds: number;
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
};

export type BenchReport = {
  generatedAt: string;
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
            fixed(load.latencyMs.p99, 0),
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
    if (!scenario.details && scenario.notes.length === 0) continue;
    sections.push('', `## ${scenario.id} ${scenario.name}`);
    if (scenario.details) {
      sections.push(
        '',
        scenario.details.heading,
        '',
        tableOf(scenario.details.columns, scenario.details.rows),
      );
    }
    if (scenario.notes.length > 0) sections.push('', ...scenario.notes.map((note) => `- ${note}`));
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
