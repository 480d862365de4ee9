import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { tenantDirectory } from '../platform/tenancy/tenant-directory';
import { importPackFile, type PackImportDeps } from './import-pack';

/**
 * The demo pack next to this file when running from source, or copied beside the bundle
 * (tsup.config.ts) when running `dist/main.js`.
 */
export const builtinDemoPackPath = () => {
  const candidates = [
    new URL('./demo/demo-pack.json', import.meta.url),
    new URL('./packs/demo/demo-pack.json', import.meta.url),
  ].map((url) => fileURLToPath(url));
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`Demo pack not found in ${candidates.join(' or ')}`);
  return found;
};

/** `npm start` on an empty database shows the demo tenant (ARCHITECTURE.md, content packs). */
export const importDemoPackIfEmpty = async (
  deps: PackImportDeps,
  demoPack: Config['demoPack'],
  log: FastifyBaseLogger,
) => {
  if (demoPack === 'off') return null;
  if ((await tenantDirectory(deps.db).count()) > 0) return null;
  const packFile = demoPack === 'builtin' ? builtinDemoPackPath() : demoPack.path;
  let summary: Awaited<ReturnType<typeof importPackFile>>;
  try {
    summary = await importPackFile(deps, packFile);
  } catch (error) {
    // Processes started together on one empty database all import; the first one's import wins.
    if ((await tenantDirectory(deps.db).count()) === 0) throw error;
    log.info({ packFile }, 'empty database: another process imported the demo pack meanwhile');
    return null;
  }
  log.info({ packFile, ...summary }, 'empty database: demo pack imported');
  return summary;
};
