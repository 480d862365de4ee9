import { describe, expect, it } from 'vitest';
import { screenModules } from './screen-modules';

const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/repo/src/app/app-root.tsx': {
    importedIds: ['/repo/node_modules/antd/es/button/index.js'],
    dynamicallyImportedIds: ['/repo/src/pages/home.tsx'],
  },
  '/repo/node_modules/antd/es/button/index.js': {
    importedIds: ['/repo/node_modules/antd/es/_util/wave.js'],
    dynamicallyImportedIds: [],
  },
  '/repo/node_modules/antd/es/_util/wave.js': { importedIds: [], dynamicallyImportedIds: [] },
  '/repo/src/pages/home.tsx': {
    importedIds: ['/repo/node_modules/antd/es/menu/index.js'],
    dynamicallyImportedIds: [],
  },
  '/repo/node_modules/antd/es/menu/index.js': { importedIds: [], dynamicallyImportedIds: [] },
};

/** The plugin context's graph reads, as Rolldown gives them to buildEnd. */
const context = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => graph[id] ?? null,
};

const runBuildEnd = (roots: string[]) => {
  const screen = screenModules('test', roots);
  const buildEnd = screen.plugin.buildEnd as unknown as (this: typeof context) => void;
  buildEnd.call(context);
  return screen;
};

describe('screenModules', () => {
  it('holds what the roots import statically, not what they load on demand', () => {
    const screen = runBuildEnd(['src/app/app-root.tsx']);
    expect(screen.has('/repo/node_modules/antd/es/_util/wave.js')).toBe(true);
    expect(screen.has('/repo/src/pages/home.tsx')).toBe(false);
    expect(screen.has('/repo/node_modules/antd/es/menu/index.js')).toBe(false);
  });

  it('refuses a root the build does not have', () => {
    expect(() => runBuildEnd(['src/app/missing.tsx'])).toThrow(/no module ends with/);
  });
});
