import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const resolveFromRoot = (path: string) =>
  fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const webDist = resolveFromRoot('apps/web/dist');
export const webManifest = resolveFromRoot('apps/web/dist/.vite/manifest.json');
export const serverMain = resolveFromRoot('apps/server/dist/main.js');
/** Node's flags for the server, as `npm start` gives them (package.json; paths.test.ts checks). */
export const serverNodeFlags = ['--max-semi-space-size=64'];
export const importCli = resolveFromRoot('apps/server/src/packs/import-cli.ts');
export const tsxBin = resolveFromRoot('node_modules/.bin/tsx');
export const resultsDir = resolveFromRoot('bench/results');
