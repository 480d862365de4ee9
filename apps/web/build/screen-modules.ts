import type { Plugin } from 'vite';
import { moduleEndingWith } from './module-ids';

/**
 * The modules a screen runs: everything its root modules import statically, from the build's own
 * graph, known once the build has read every module and before Rolldown makes chunks. A root is
 * named by a path ending its id (`src/app/app-root.tsx`). vite.config.ts gives antd's modules
 * among them a chunk per screen (docs/decisions/0035).
 */
export function screenModules(screen: string, roots: readonly string[]) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: `lectern-screen-modules-${screen}`,
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      for (const root of roots) visit(moduleEndingWith(ids, root, 'screen-modules'));
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
