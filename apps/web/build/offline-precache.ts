import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { moduleEndingWith, normalized } from './module-ids';

/** What the precache keeps of a built file: vite-plugin-pwa's manifest entry (`workbox-build`). */
type TManifestEntry = { url: string; revision: string | null; size: number };
type TModuleGraph = (
  id: string,
) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** Vite's folder for built files; everything else at the page base (index.html, icons) is shell. */
const ASSETS_FOLDER = 'assets/';
const CSS_URL = /url\(\s*["']?([^"')?#]+)/g;
/** A built file index.html names (`href="/h5/p/assets/…"`). */
const HTML_ASSET_URL = /\/(assets\/[^"'?#\s]+)/g;

/**
 * The files a set of source modules needs at run time, from the build's own graph.
 *
 * - The shell: the modules of the entry index.html loads and everything `shell` modules import
 *   statically (the app's start, loaded by the entry on demand), without what they load on demand
 *   (the routes, the locales). Another page's entry (scorm/index.html) is no part of it.
 * - Every module the `roots` import, statically or on demand (lazy parts,
 *   `import('katex/dist/katex.min.css')`), except what shell modules load on demand, unless the
 *   module is a root itself.
 * - The chunks that hold them and the chunks those import, their styles, and the fonts and
 *   pictures those styles name.
 * - The built files index.html names itself (the stylesheet of antd's prebuilt styles,
 *   build/antd-static-styles.ts).
 *
 * A module is named by a path ending its id (`src/features/exams/pages/exam-answering-page.tsx`);
 * `root` is Vite's, which asset sources are relative to.
 */
export function filesNeededBy(
  bundle: Rolldown.OutputBundle,
  moduleGraph: TModuleGraph,
  { shell: shellModules = [], roots }: { shell?: readonly string[]; roots: readonly string[] },
  root: string,
): Set<string> {
  const outputs = Object.values(bundle);
  const chunks = outputs.filter((output) => output.type === 'chunk');
  const moduleIds = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
  const idOf = (path: string) => moduleEndingWith(moduleIds, path, 'offline-precache');
  const html = bundle['index.html'];
  const namedByHtml = new Set(
    html?.type === 'asset'
      ? [...String(html.source).matchAll(HTML_ASSET_URL)].map(([, named]) => named)
      : [],
  );
  const entries = chunks.filter((chunk) => chunk.isEntry && namedByHtml.has(chunk.fileName));
  const shell = new Set(entries.flatMap((chunk) => chunk.moduleIds));
  const addToShell = (id: string) => {
    if (shell.has(id)) return;
    shell.add(id);
    moduleGraph(id)?.importedIds.forEach(addToShell);
  };
  shellModules.map(idOf).forEach(addToShell);
  const modules = new Set<string>(shell);
  const visitModule = (id: string, isRoot = false) => {
    if (modules.has(id)) return;
    modules.add(id);
    const info = moduleGraph(id);
    info?.importedIds.forEach((imported) => visitModule(imported));
    // What the entry loads on demand is every route and locale: followed only from a root.
    if (isRoot || !shell.has(id)) {
      info?.dynamicallyImportedIds.forEach((imported) => visitModule(imported));
    }
  };
  for (const id of roots.map(idOf)) {
    modules.delete(id);
    visitModule(id, true);
  }

  const files = new Set<string>();
  const addChunk = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.viteMetadata?.importedAssets.forEach((asset) => files.add(asset));
    chunk.imports.forEach(addChunk);
  };
  for (const chunk of chunks) {
    if (entries.includes(chunk) || chunk.moduleIds.some((id) => modules.has(id))) {
      addChunk(chunk.fileName);
    }
  }
  // Styles and files imported on their own (a dynamically imported stylesheet has no chunk).
  const moduleFiles = new Set([...modules].map(normalized));
  for (const output of outputs) {
    if (output.type !== 'asset') continue;
    const sources = output.originalFileNames.map((source) => normalized(resolve(root, source)));
    if (sources.some((source) => moduleFiles.has(source))) files.add(output.fileName);
  }
  // What index.html names beside the entry's chunks.
  for (const named of namedByHtml) if (named && bundle[named]) files.add(named);
  // The fonts and pictures named by those styles (KaTeX's fonts).
  for (const fileName of [...files].filter((file) => file.endsWith('.css'))) {
    const css = bundle[fileName];
    if (css?.type !== 'asset') continue;
    for (const [, url] of String(css.source).matchAll(CSS_URL)) {
      const named = `${ASSETS_FOLDER}${url?.slice(url.lastIndexOf('/') + 1)}`;
      if (bundle[named]) files.add(named);
    }
  }
  return files;
}

/**
 * Restricts the service worker's precache to the app shell and what the roots need (decision
 * 0033): a Vite plugin that reads the finished bundle, and the Workbox manifest transform that
 * keeps, of the built files under assets/, only those. Files at the page base (index.html, the
 * icon, the web manifest) are the shell and always kept.
 */
export function offlinePrecache(needs: { shell: readonly string[]; roots: readonly string[] }) {
  let needed: ReadonlySet<string> | null = null;
  let root = '';
  const plugin: Plugin = {
    name: 'lectern-offline-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        needed = filesNeededBy(bundle, (id) => this.getModuleInfo(id), needs, root);
      },
    },
  };
  const manifestTransform = (entries: TManifestEntry[]) => {
    const files = needed;
    if (!files) throw new Error('offline-precache: the service worker was built before the bundle');
    return {
      manifest: entries.filter(({ url }) => !url.startsWith(ASSETS_FOLDER) || files.has(url)),
      warnings: [],
    };
  };
  return { plugin, manifestTransform };
}
