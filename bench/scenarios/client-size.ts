import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ScenarioResult } from '../lib/results';
import { webDist, webManifest } from '../lib/paths';

/** Issue 19: the entry carries only the shell's strings; features' load with their pages. */
const ENTRY_TARGET_KB = 130;
const EXAM_TARGET_KB = 120;
/** The page module routes.tsx lazy-loads for /strat/exam (Paths.EXAM_IN_PROGRESS). */
const EXAM_PAGE = 'src/features/exams/pages/exam-answering-page.tsx';
/** A chunk index.html preloads itself (`href="/h5/p/assets/…"`): the app's start and the root. */
const PRELOADED = /<link rel="modulepreload"[^>]* href="[^"]*\/(assets\/[^"]+\.js)"/g;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => bytes / 1024;
const gzipBytes = (file: string) =>
  gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
const rawBytes = (file: string) => readFileSync(join(webDist, file)).length;

/** A chunk and every chunk it imports statically: what the browser fetches (Vite modulepreloads them). */
const staticClosure = (manifest: Manifest, key: string): string[] => {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
};

const chunkOf = (manifest: Manifest, key: string): ManifestChunk => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`S6: ${key} is not in the Vite manifest ${webManifest}`);
  return chunk;
};

/** S6: gzip sizes of the JS index.html loads before the first screen and of the exam screen's chunk. */
export const clientSize = (): ScenarioResult => {
  const manifest = JSON.parse(readFileSync(webManifest, 'utf8')) as Manifest;
  chunkOf(manifest, 'index.html');
  const entryKeys = staticClosure(manifest, 'index.html');
  const examChunk = chunkOf(manifest, EXAM_PAGE);
  const examExtraKeys = staticClosure(manifest, EXAM_PAGE).filter(
    (key) => key !== EXAM_PAGE && !entryKeys.includes(key),
  );
  const entryFiles = new Set(entryKeys.map((key) => chunkOf(manifest, key).file));
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const startFiles = [...html.matchAll(PRELOADED)]
    .map(([, file]) => file ?? '')
    .filter((file) => !entryFiles.has(file));

  const rows = (keys: string[], part: string) =>
    keys.map((key) => {
      const { file } = chunkOf(manifest, key);
      return { part, file, raw: rawBytes(file), gzip: gzipBytes(file) };
    });
  const entryRows = rows(entryKeys, 'entry');
  const startRows = startFiles.map((file) => ({
    part: 'app start',
    file,
    raw: rawBytes(file),
    gzip: gzipBytes(file),
  }));
  const examRows = rows([EXAM_PAGE], 'exam page');
  const examExtraRows = rows(examExtraKeys, 'exam page import');
  const sum = (list: { gzip: number }[]) => list.reduce((total, row) => total + row.gzip, 0);
  const entryGzip = sum(entryRows);
  const examGzip = sum(examRows);
  const examExtraGzip = sum(examExtraRows);
  const startGzip = sum(startRows);

  return {
    id: 'S6',
    name: 'client',
    work: 'gzip (level 9) of the built JS',
    load: null,
    targets: [
      {
        label: 'entry JS ≤',
        target: `${ENTRY_TARGET_KB} KB`,
        measured: `${kb(entryGzip).toFixed(1)} KB`,
        pass: kb(entryGzip) <= ENTRY_TARGET_KB,
      },
      {
        label: 'exam screen chunk ≤',
        target: `${EXAM_TARGET_KB} KB`,
        measured: `${kb(examGzip).toFixed(1)} KB`,
        pass: kb(examGzip) <= EXAM_TARGET_KB,
      },
    ],
    details: {
      heading: 'Chunks, from the Vite build manifest (apps/web/dist/.vite/manifest.json):',
      columns: ['Part', 'File', 'Raw KB', 'Gzip KB'],
      rows: [...entryRows, ...startRows, ...examRows, ...examExtraRows].map((row) => [
        row.part,
        row.file,
        kb(row.raw).toFixed(1),
        kb(row.gzip).toFixed(1),
      ]),
    },
    notes: [
      `Entry JS: the entry chunk of index.html and every chunk it imports statically (modulepreloaded), ${entryRows.length} files.`,
      `index.html also preloads ${startRows.length} chunks of the app's start (React, the router, the language with the shell's zh-CN strings) and the root, which the entry imports on demand: ${kb(startGzip).toFixed(1)} KB gzip (not counted against the target).`,
      `Exam screen chunk: the chunk of ${examChunk.file.replace(/^assets\//, '')} (${EXAM_PAGE}), lazy-loaded for /strat/exam.`,
      `Opening /strat/exam also fetches ${examExtraRows.length} shared chunks the entry does not hold: ${kb(examExtraGzip).toFixed(1)} KB gzip (not counted against the target).`,
    ],
  };
};
