import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  FACE_MODEL_FILES,
  FACE_MODELS_FOLDER,
} from '../src/features/exams/hooks/proctoring/face-model-files';

/** face-api's own weights folder, inside the installed package. */
const modelFolder = () => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
};

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
