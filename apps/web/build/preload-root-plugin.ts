import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { isAppPage } from './app-page';
import { normalized } from './module-ids';

/**
 * Every route needs the app's start (src/app/start.tsx: React, the router, the language) and
 * renders inside the lazily loaded root (src/app/app-root.tsx: session, antd theme, api client),
 * both imported dynamically by the small entry, so index.html preloads their chunks: the browser
 * fetches them alongside the entry instead of after the entry has run and asked for them
 * (docs/decisions/0027, 0034). The entry's own imports are left to Vite, which preloads them already.
 */
export function preloadRootPlugin(rootModules: readonly string[]): Plugin {
  const isRoot = (id: string | null) =>
    !!id && rootModules.some((module) => normalized(id).endsWith(module));
  let base = '/';
  return {
    name: 'lectern-preload-root',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry, path }) {
        if (!bundle || !entry || !isAppPage(path)) return;
        const roots = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && isRoot(output.facadeModuleId),
        );
        if (roots.length !== rootModules.length) {
          throw new Error(`preload-root: not one chunk for each of ${rootModules.join(', ')}`);
        }
        const preloaded = staticClosure(bundle, entry.fileName);
        const wanted = new Set(roots.flatMap((root) => [...staticClosure(bundle, root.fileName)]));
        const files = [...wanted].filter((file) => !preloaded.has(file));
        const link = (attrs: HtmlTagDescriptor['attrs']): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        // Their styles too: Vite would add them only once the chunk is imported.
        const styles = files.flatMap((file) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
        });
        return [
          ...files.map((file) =>
            link({ rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }),
          ),
          ...styles.map((file) =>
            link({ rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }),
          ),
        ];
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
