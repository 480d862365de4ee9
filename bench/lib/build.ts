import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoRoot, serverMain, webManifest } from './paths';

/** Builds the workspaces when a build output the scenarios read is missing (`npm run build`). */
export const ensureBuilt = () => {
  if (existsSync(webManifest) && existsSync(serverMain)) return;
  console.log('bench: build output missing, running npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
};
