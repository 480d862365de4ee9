import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './lib/build';
import { resultsDir } from './lib/paths';
import {
  combineRuns,
  describeMachine,
  toMarkdown,
  writeReport,
  type BenchReport,
  type ScenarioResult,
} from './lib/results';
import { clientLoad } from './scenarios/client-load';
import { clientSize } from './scenarios/client-size';
import { examScenarios } from './scenarios/exams';
import { login } from './scenarios/login';
import { courseHeartbeats } from './scenarios/courses';
import { weeklyReportJob } from './scenarios/learning-reports';
import { practiceSave } from './scenarios/practice';
import { realtimeSockets } from './scenarios/realtime';

/**
 * `npm run bench [-- S1 S3 …] [--repeat N]`: runs the scenarios (all when none are named) and
 * writes bench/results/results.{md,json}; a partial run keeps the earlier results of the others.
 * S2 to S5 share one data set, so naming any of them runs the four. Load scenarios run `N` times
 * (3 by default), each time on a fresh data set (docs/decisions/0071).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const DEFAULT_REPEAT = 3;

type Group = {
  ids: string[];
  run: () => Promise<ScenarioResult[]>;
  /** False where one run already repeats its measure (S7's median of 3, S8's 3 rounds) or is fixed. */
  repeats: boolean;
};

const groups: Group[] = [
  { ids: ['S6'], run: async () => [clientSize()], repeats: false },
  { ids: ['S7'], run: async () => [await clientLoad(PORT)], repeats: false },
  { ids: ['S1'], run: async () => [await login(PORT)], repeats: true },
  { ids: ['S8'], run: () => realtimeSockets(PORT), repeats: false },
  {
    ids: ['S2', 'S3', 'S4', 'S5'],
    repeats: true,
    run: async () => [
      ...(await examScenarios('sqlite', PORT)),
      ...(process.env.BENCH_DATABASE_URL ? await examScenarios('postgres', PORT) : []),
    ],
  },
  {
    ids: ['S9'],
    repeats: true,
    run: async () => [
      await practiceSave('sqlite', PORT),
      ...(process.env.BENCH_DATABASE_URL ? [await practiceSave('postgres', PORT)] : []),
    ],
  },
  {
    ids: ['S10'],
    repeats: true,
    run: async () => [
      await courseHeartbeats('sqlite', PORT),
      ...(process.env.BENCH_DATABASE_URL ? [await courseHeartbeats('postgres', PORT)] : []),
    ],
  },
  {
    ids: ['S11'],
    repeats: true,
    run: async () => [
      await weeklyReportJob('sqlite'),
      ...(process.env.BENCH_DATABASE_URL ? [await weeklyReportJob('postgres')] : []),
    ],
  },
];

const earlierScenarios = (): ScenarioResult[] => {
  const file = join(resultsDir, 'results.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as BenchReport).scenarios;
};

/** `--repeat N` (or `--repeat=N`) and the scenario ids of the command line. */
const parseArguments = (args: string[]) => {
  let repeat = DEFAULT_REPEAT;
  const named: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const inline = /^--repeat=(.*)$/.exec(arg);
    if (inline || arg === '--repeat') {
      repeat = Number(inline ? inline[1] : args[++index]);
      if (!Number.isInteger(repeat) || repeat < 1)
        throw new Error('--repeat takes a whole number ≥ 1');
    } else {
      named.push(arg.toUpperCase());
    }
  }
  return { repeat, named };
};

/** The group's results, run `repeat` times if it repeats, each scenario's runs combined. */
const runGroup = async (group: Group, repeat: number) => {
  const times = group.repeats ? repeat : 1;
  const runs: ScenarioResult[][] = [];
  for (let run = 1; run <= times; run += 1) {
    if (times > 1) console.log(`bench: ${group.ids.join(', ')}, run ${run} of ${times}`);
    runs.push(await group.run());
  }
  return (runs[0] ?? []).map((_, index) =>
    combineRuns(runs.map((results) => results[index] as ScenarioResult)),
  );
};

const main = async () => {
  const { repeat, named } = parseArguments(process.argv.slice(2));
  const unknown = named.filter((id) => !groups.some((group) => group.ids.includes(id)));
  if (unknown.length > 0) throw new Error(`unknown scenarios ${unknown.join(', ')} (S1 to S11)`);
  const chosen = groups.filter(
    (group) => named.length === 0 || group.ids.some((id) => named.includes(id)),
  );
  buildAll();
  const measured: ScenarioResult[] = [];
  for (const group of chosen) {
    console.log(`bench: ${group.ids.join(', ')}`);
    measured.push(...(await runGroup(group, repeat)));
  }
  const rerun = new Set(chosen.flatMap((group) => group.ids));
  const kept = named.length === 0 ? [] : earlierScenarios().filter((s) => !rerun.has(s.id));
  const order = (scenario: ScenarioResult) => Number(scenario.id.slice(1));
  const scenarios = [...kept, ...measured].sort((a, b) => order(a) - order(b));
  const report = {
    generatedAt: new Date().toISOString(),
    machine: describeMachine(),
    repeat,
    scenarios,
  };
  writeReport(resultsDir, report);
  console.log(`\n${toMarkdown(report)}`);
  console.log(`bench: wrote ${resultsDir}/results.md and results.json`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
