import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths';

/** Builds every workspace (`npm run build`), so the scenarios measure the code as it is now. */
export const buildAll = () => {
  console.log('bench: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
};
