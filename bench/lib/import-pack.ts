import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCli, repoRoot, tsxBin } from './paths';

/**
 * Writes `pack` into the data directory and imports it with the server's pack CLI, on the
 * database `env` names. Returns the seconds the import took.
 */
export const importPack = (pack: unknown, env: Record<string, string> & { DATA_DIR: string }) => {
  const packFile = join(env.DATA_DIR, 'bench-pack.json');
  writeFileSync(packFile, JSON.stringify(pack));
  const started = performance.now();
  execFileSync(tsxBin, [importCli, packFile], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return (performance.now() - started) / 1000;
};
