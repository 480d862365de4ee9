import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FACE_MODEL_FILES, FACE_MODELS_FOLDER } from '../src/lib/face/face-model-files';

/** face-api's own weights folder, inside the installed package. */
const modelFolder = () => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
};

/**
 * long.js, bundled in face-api's tfjs, compiles a tiny WebAssembly module when it loads, for quicker
 * 64-bit multiplication, inside a try that falls back to JavaScript. Our Content-Security-Policy
 * has no 'wasm-unsafe-eval' (decision 0024): the attempt is refused and reported as a violation on
 * every proctored screen. The probe is taken out of the bundle, so long.js takes its JavaScript
 * path at once; face-api's own backends (WebGL, CPU) never use WebAssembly.
 */
const LONG_WASM_PROBE =
  /try\{(\w+)=new WebAssembly\.Instance\(new WebAssembly\.Module\(new Uint8Array\(\[[\d,]+\]\)\),\{\}\)\.exports\}/;

/** face-api's module with long.js's WebAssembly probe taken out; throws if the probe moved. */
export function withoutLongWasmProbe(code: string): string {
  if (!LONG_WASM_PROBE.test(code)) {
    throw new Error('face-api: long.js WebAssembly probe not found (face-models-plugin.ts)');
  }
  return code.replace(LONG_WASM_PROBE, 'try{$1=null}');
}

/**
 * Serves the face models the proctored exams use from the client's own origin
 * (docs/decisions/0050): copied from the installed @vladmandic/face-api into
 * `face-models/` of the build, and answered by the dev server. Nothing is fetched from outside.
 */
export function faceModelsPlugin(): Plugin {
  const folder = modelFolder();
  return {
    name: 'lectern-face-models',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const name = path.slice(path.lastIndexOf('/') + 1);
        if (!path.includes(`/${FACE_MODELS_FOLDER}/`) || !FACE_MODEL_FILES.includes(name)) {
          return next();
        }
        response.setHeader(
          'Content-Type',
          name.endsWith('.json') ? 'application/json' : 'application/octet-stream',
        );
        response.end(readFileSync(join(folder, name)));
      });
    },
    transform(code, id) {
      if (!/@vladmandic[\\/]face-api[\\/]dist[\\/]face-api\.esm\.js$/.test(id)) return null;
      return { code: withoutLongWasmProbe(code), map: null };
    },
    generateBundle() {
      for (const name of FACE_MODEL_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${FACE_MODELS_FOLDER}/${name}`,
          source: readFileSync(join(folder, name)),
        });
      }
    },
  };
}
