import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './lib/build';
import { resultsDir } from './lib/paths';
import {
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
 * `npm run bench [-- S1 S3 …]`: runs the scenarios (all when none are named) and writes
 * bench/results/results.{md,json}; a partial run keeps the earlier results of the others.
 * S2 to S5 share one data set, so naming any of them runs the four.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3290);

const groups: { ids: string[]; run: () => Promise<ScenarioResult[]> }[] = [
  { ids: ['S6'], run: async () => [clientSize()] },
  { ids: ['S7'], run: async () => [await clientLoad(PORT)] },
  { ids: ['S1'], run: async () => [await login(PORT)] },
  { ids: ['S8'], run: () => realtimeSockets(PORT) },
  {
    ids: ['S2', 'S3', 'S4', 'S5'],
    run: async () => [
      ...(await examScenarios('sqlite', PORT)),
      ...(process.env.BENCH_DATABASE_URL ? await examScenarios('postgres', PORT) : []),
    ],
  },
  {
    ids: ['S9'],
    run: async () => [
      await practiceSave('sqlite', PORT),
      ...(process.env.BENCH_DATABASE_URL ? [await practiceSave('postgres', PORT)] : []),
    ],
  },
  {
    ids: ['S10'],
    run: async () => [
      await courseHeartbeats('sqlite', PORT),
      ...(process.env.BENCH_DATABASE_URL ? [await courseHeartbeats('postgres', PORT)] : []),
    ],
  },
  {
    ids: ['S11'],
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

const main = async () => {
  const named = process.argv.slice(2).map((id) => id.toUpperCase());
  const unknown = named.filter((id) => !groups.some((group) => group.ids.includes(id)));
  if (unknown.length > 0) throw new Error(`unknown scenarios ${unknown.join(', ')} (S1 to S11)`);
  const chosen = groups.filter(
    (group) => named.length === 0 || group.ids.some((id) => named.includes(id)),
  );
  buildAll();
  const measured: ScenarioResult[] = [];
  for (const group of chosen) {
    console.log(`bench: ${group.ids.join(', ')}`);
    measured.push(...(await group.run()));
  }
  const rerun = new Set(chosen.flatMap((group) => group.ids));
  const kept = named.length === 0 ? [] : earlierScenarios().filter((s) => !rerun.has(s.id));
  const order = (scenario: ScenarioResult) => Number(scenario.id.slice(1));
  const scenarios = [...kept, ...measured].sort((a, b) => order(a) - order(b));
  const report = { generatedAt: new Date().toISOString(), machine: describeMachine(), scenarios };
  writeReport(resultsDir, report);
  console.log(`\n${toMarkdown(report)}`);
  console.log(`bench: wrote ${resultsDir}/results.md and results.json`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
