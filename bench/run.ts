import { ensureBuilt } from './lib/build';
import { resultsDir } from './lib/paths';
import { describeMachine, toMarkdown, writeReport, type ScenarioResult } from './lib/results';
import { clientSize } from './scenarios/client-size';
import { login } from './scenarios/login';

/** `npm run bench`: runs every scenario and writes bench/results/results.{md,json}. */
const PORT = Number(process.env.BENCH_PORT ?? 3290);

const main = async () => {
  ensureBuilt();
  const scenarios: ScenarioResult[] = [];
  console.log('bench: S6 client size');
  scenarios.push(clientSize());
  console.log('bench: S1 login');
  scenarios.push(await login(PORT));
  const report = { generatedAt: new Date().toISOString(), machine: describeMachine(), scenarios };
  writeReport(resultsDir, report);
  console.log(`\n${toMarkdown(report)}`);
  console.log(`bench: wrote ${resultsDir}/results.md and results.json`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
