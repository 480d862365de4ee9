import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesNeededBy } from './offline-precache';

/** Vite's root; node_modules sits two folders up, as in the monorepo. */
const ROOT = '/repo/apps/web';
const KATEX_CSS = '/repo/node_modules/katex/katex.css';
const src = (path: string) => `${ROOT}/src/${path}`;

type TChunk = { fileName: string; modules: string[]; imports?: string[]; css?: string[] };

/** A built bundle as Rolldown hands it to generateBundle, reduced to what the walk reads. */
const bundleOf = (entry: TChunk, chunks: TChunk[], assets: Record<string, [string[], string]>) => {
  const bundle: Record<string, unknown> = {};
  for (const [index, chunk] of [entry, ...chunks].entries()) {
    bundle[chunk.fileName] = {
      type: 'chunk',
      fileName: chunk.fileName,
      isEntry: index === 0,
      moduleIds: chunk.modules,
      imports: chunk.imports ?? [],
      viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
    };
  }
  for (const [fileName, [originalFileNames, source]] of Object.entries(assets)) {
    bundle[fileName] = { type: 'asset', fileName, originalFileNames, source };
  }
  return bundle as unknown as Rolldown.OutputBundle;
};

/**
 * main.tsx routes to the exam and the news pages and loads locales on demand; the exam page
 * imports a shared module, loads a question type and KaTeX's stylesheet (with a font) on demand.
 */
const graph: Record<string, { importedIds?: string[]; dynamicallyImportedIds?: string[] }> = {
  [src('main.tsx')]: {
    importedIds: [src('lib/i18n.ts')],
    dynamicallyImportedIds: [
      src('app/start.tsx'),
      src('pages/exam-page.tsx'),
      src('pages/news-page.tsx'),
    ],
  },
  [src('app/start.tsx')]: {
    importedIds: [src('app/router.ts')],
    dynamicallyImportedIds: [src('locales/fr.json')],
  },
  [src('lib/i18n.ts')]: { dynamicallyImportedIds: [src('locales/en.json')] },
  [src('pages/exam-page.tsx')]: {
    importedIds: [src('lib/i18n.ts'), src('lib/shared.ts')],
    dynamicallyImportedIds: [src('questions/sorting.tsx'), KATEX_CSS],
  },
  [src('pages/news-page.tsx')]: { importedIds: [src('lib/shared.ts')] },
};
const moduleGraph = (id: string) => {
  const node = graph[id];
  return {
    importedIds: node?.importedIds ?? [],
    dynamicallyImportedIds: node?.dynamicallyImportedIds ?? [],
  };
};

const bundle = bundleOf(
  {
    fileName: 'assets/index-a1b2c3d4.js',
    modules: [src('main.tsx'), src('lib/i18n.ts')],
    css: ['assets/index-a1b2c3d4.css'],
  },
  [
    { fileName: 'assets/vendor-a1b2c3d4.js', modules: ['/repo/node_modules/react/index.js'] },
    {
      fileName: 'assets/exam-page-a1b2c3d4.js',
      modules: [src('pages/exam-page.tsx')],
      imports: ['assets/news-page-a1b2c3d4.js'],
      css: ['assets/exam-page-a1b2c3d4.css'],
    },
    // Rolldown may put a module both pages need into one page's chunk.
    {
      fileName: 'assets/news-page-a1b2c3d4.js',
      modules: [src('pages/news-page.tsx'), src('lib/shared.ts')],
    },
    { fileName: 'assets/news-detail-a1b2c3d4.js', modules: [src('pages/news-detail.tsx')] },
    { fileName: 'assets/sorting-a1b2c3d4.js', modules: [src('questions/sorting.tsx')] },
    { fileName: 'assets/locale-en-a1b2c3d4.js', modules: [src('locales/en.json')] },
    { fileName: 'assets/start-a1b2c3d4.js', modules: [src('app/start.tsx')] },
    { fileName: 'assets/router-a1b2c3d4.js', modules: [src('app/router.ts')] },
    { fileName: 'assets/locale-fr-a1b2c3d4.js', modules: [src('locales/fr.json')] },
  ],
  {
    'assets/katex-a1b2c3d4.css': [
      ['../../node_modules/katex/katex.css'],
      '@font-face{src:url(/h5/p/assets/KaTeX_Main-a1b2c3d4.woff2) format("woff2"),url(./KaTeX_Main-a1b2c3d4.woff) format("woff")}',
    ],
    'assets/KaTeX_Main-a1b2c3d4.woff2': [['../../node_modules/katex/fonts/KaTeX_Main.woff2'], ''],
    'assets/KaTeX_Main-a1b2c3d4.woff': [['../../node_modules/katex/fonts/KaTeX_Main.woff'], ''],
    'assets/unused-a1b2c3d4.png': [['src/assets/unused.png'], ''],
    // A stylesheet a plugin emits, which only index.html names (build/antd-static-styles.ts).
    'assets/antd-static-a1b2c3d4.css': [[], '.ant-btn{}'],
    'index.html': [
      ['index.html'],
      '<link id="antd-static-styles" rel="preload" as="style" href="/h5/p/assets/antd-static-a1b2c3d4.css">' +
        '<script type="module" src="/h5/p/assets/index-a1b2c3d4.js"></script>',
    ],
  },
);

describe('filesNeededBy', () => {
  const needed = filesNeededBy(bundle, moduleGraph, { roots: ['src/pages/exam-page.tsx'] }, ROOT);

  it('keeps the entry, what index.html names, the root, what the root loads on demand and their styles and fonts', () => {
    expect([...needed].sort()).toEqual([
      'assets/KaTeX_Main-a1b2c3d4.woff',
      'assets/KaTeX_Main-a1b2c3d4.woff2',
      'assets/antd-static-a1b2c3d4.css',
      'assets/exam-page-a1b2c3d4.css',
      'assets/exam-page-a1b2c3d4.js',
      'assets/index-a1b2c3d4.css',
      'assets/index-a1b2c3d4.js',
      'assets/katex-a1b2c3d4.css',
      'assets/news-page-a1b2c3d4.js',
      'assets/sorting-a1b2c3d4.js',
    ]);
  });

  it("leaves out the entry's other routes and locales", () => {
    expect(needed).not.toContain('assets/news-detail-a1b2c3d4.js');
    expect(needed).not.toContain('assets/locale-en-a1b2c3d4.js');
    expect(needed).not.toContain('assets/unused-a1b2c3d4.png');
  });

  it('follows what a root in the entry loads on demand', () => {
    const withLocales = filesNeededBy(bundle, moduleGraph, { roots: ['src/lib/i18n.ts'] }, ROOT);
    expect(withLocales).toContain('assets/locale-en-a1b2c3d4.js');
  });

  it('adds what a shell module imports to the shell, without what it loads on demand', () => {
    const withStart = filesNeededBy(
      bundle,
      moduleGraph,
      { shell: ['src/app/start.tsx'], roots: ['src/pages/exam-page.tsx'] },
      ROOT,
    );
    expect([...withStart].filter((file) => !needed.has(file)).sort()).toEqual([
      'assets/router-a1b2c3d4.js',
      'assets/start-a1b2c3d4.js',
    ]);
  });

  it("leaves out another page's entry (the SCORM player)", () => {
    const player = {
      type: 'chunk',
      fileName: 'assets/scorm-player-a1b2c3d4.js',
      isEntry: true,
      moduleIds: [src('features/courses/players/scorm-player-entry.ts')],
      imports: [],
      viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
    };
    const withPlayer = { ...bundle, [player.fileName]: player } as unknown as Rolldown.OutputBundle;
    const files = filesNeededBy(
      withPlayer,
      moduleGraph,
      { roots: ['src/pages/exam-page.tsx'] },
      ROOT,
    );
    expect([...files].sort()).toEqual([...needed].sort());
  });

  it('refuses a root the build does not have', () => {
    expect(() =>
      filesNeededBy(bundle, moduleGraph, { roots: ['src/pages/missing.tsx'] }, ROOT),
    ).toThrow(/no module ends with src\/pages\/missing\.tsx/);
  });
});
