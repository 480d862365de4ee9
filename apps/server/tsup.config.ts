import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';
import serverPackage from './package.json' with { type: 'json' };

/** Release id stamped into the bundle and sent in the `Overall` header (docs/decisions/0003). */
const release = `${serverPackage.version}+${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}`;

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contracts are TypeScript source (docs/decisions/0001); npm dependencies stay external.
  noExternal: ['@lectern/contracts'],
  env: { LECTERN_BUILD_RELEASE: release },
  onSuccess: async () => {
    // The demo pack is read at run time, beside the bundle.
    cpSync('src/packs/demo', 'dist/packs/demo', { recursive: true });
    // So are the certificate fonts, which modules/certificates reads from `./fonts/`.
    cpSync('src/modules/certificates/fonts', 'dist/fonts', { recursive: true });
  },
});
