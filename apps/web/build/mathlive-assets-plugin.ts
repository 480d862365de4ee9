import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  MATHLIVE_ASSET_SUBFOLDERS,
  MATHLIVE_ASSETS_FOLDER,
} from '../src/components/questions/formula-editor-assets';

const CONTENT_TYPES: Partial<Record<string, string>> = { woff2: 'font/woff2', wav: 'audio/wav' };

const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];

/** The installed mathlive package's folder: its fonts' stylesheet sits beside `fonts/`. */
const packageFolder = () => dirname(createRequire(import.meta.url).resolve('mathlive/fonts.css'));

/** Every file the formula editor may load, by its path under MATHLIVE_ASSETS_FOLDER. */
export function mathliveAssetFiles(root = packageFolder()): Map<string, string> {
  const files = new Map<string, string>();
  for (const subfolder of MATHLIVE_ASSET_SUBFOLDERS) {
    for (const name of readdirSync(join(root, subfolder))) {
      if (contentTypeOf(name)) {
        files.set(`${subfolder}/${name}`, join(root, subfolder, name));
      }
    }
  }
  return files;
}

/**
 * Serves the formula editor's fonts and sounds from the client's own origin (decision 0053):
 * Vite does not copy what MathLive loads by URL at run time, so they are copied from the installed
 * mathlive into `mathlive/` of the build, and answered by the dev server.
 */
export function mathliveAssetsPlugin(): Plugin {
  const files = mathliveAssetFiles();
  return {
    name: 'lectern-mathlive-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const marker = `/${MATHLIVE_ASSETS_FOLDER}/`;
        const file = path.includes(marker)
          ? files.get(path.slice(path.indexOf(marker) + marker.length))
          : undefined;
        const contentType = file && contentTypeOf(file);
        if (!file || !contentType) return next();
        response.setHeader('Content-Type', contentType);
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${MATHLIVE_ASSETS_FOLDER}/${name}`,
          source: readFileSync(file),
        });
      }
    },
  };
}
