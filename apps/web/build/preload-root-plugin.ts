import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * Every route renders inside the lazily loaded root (src/app/app-root.tsx: session, antd theme,
 * api client), so index.html preloads its chunks: the browser fetches them alongside the entry
 * instead of after the entry has run and the router has asked for them (docs/decisions/0027).
 * The entry's own imports are left to Vite, which preloads them already.
 */
export function preloadRootPlugin(rootModule: string): Plugin {
  const isRoot = (id: string | null) => !!id && id.replaceAll('\\', '/').endsWith(rootModule);
  let base = '/';
  return {
    name: 'lectern-preload-root',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const root = Object.values(bundle).find(
          (output) => output.type === 'chunk' && isRoot(output.facadeModuleId),
        );
        if (!root) throw new Error(`preload-root: no chunk for ${rootModule}`);
        const preloaded = staticClosure(bundle, entry.fileName);
        const tags: HtmlTagDescriptor[] = [...staticClosure(bundle, root.fileName)]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
        return tags;
      },
    },
  };
}

/** A chunk and every chunk it imports statically, by file name. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  visit(fileName);
  return seen;
}
