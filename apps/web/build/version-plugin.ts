import type { Plugin } from 'vite';
import { VERSION_FILE, VERSION_META_NAME } from '../src/lib/version-file';

/**
 * Stamps every build with one id: `<meta name="version">` in index.html and `static/version.json`.
 * The running client compares the two to notice a newer deployment (spec §9 version check).
 */
export function versionPlugin(buildId: string): Plugin {
  const versionJson = JSON.stringify({ version: buildId });
  return {
    name: 'lectern-version',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: VERSION_META_NAME, content: buildId },
        injectTo: 'head-prepend',
      },
    ],
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.split('?')[0]?.endsWith(`/${VERSION_FILE}`)) return next();
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(versionJson);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: versionJson });
    },
  };
}
