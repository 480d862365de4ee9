import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { ZContentPack, type TContentPack } from '@lectern/contracts/packs/content-pack';
import type { Database } from '../db/schema';
import { features, featureServices } from '../features';
import { importTenant } from '../modules/tenants/tenants.pack';
import { assetPathsOf } from '../platform/packs/pack-assets';
import type { PackImporter } from '../platform/packs/pack-importer';
import type { PasswordHasher } from '../platform/security/passwords';
import type { Storage } from '../platform/storage/storage';
import { fileUrlPath } from '../platform/uploads/file-url';
import { receiveFile, recordUpload, type ReceivedFile } from '../platform/uploads/store-upload';
import { UploadVisibility } from '../platform/uploads/uploads.repository';
import { describePackIssues } from './pack-issues';

/** Every feature's part of the pack, in the order of features.ts. */
const packImporters: PackImporter<object, unknown>[] = features.flatMap((feature) =>
  'pack' in feature ? [feature.pack] : [],
);

export type PackImportDeps = { db: Kysely<Database>; storage: Storage; passwords: PasswordHasher };

/** What the features' importers return, all in one: each counts what it imported. */
type Summaries<T extends readonly unknown[]> = T extends readonly [infer First, ...infer Rest]
  ? (First extends { pack: { importPart(...args: never[]): Promise<infer Summary> } }
      ? Summary
      : unknown) &
      Summaries<Rest>
  : unknown;

export type PackImportSummary = Summaries<typeof features> & {
  factoryCode: string;
  tenantId: string;
  created: boolean;
  assets: number;
};

/** The fileType recorded for pack assets (spec §9 default). */
const ASSET_FILE_TYPE = 1;

/** A pack file that cannot be imported; the message lists every problem found. */
export class InvalidPackError extends Error {
  override name = 'InvalidPackError';
}

/** Reads and validates a pack file: nothing is imported from a pack with any problem. */
export const readPackFile = async (packFile: string) => {
  let input: unknown;
  try {
    input = JSON.parse(await readFile(packFile, 'utf8'));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new InvalidPackError(`${packFile} is not valid JSON: ${error.message}`);
  }
  const parsed = ZContentPack.safeParse(input);
  if (!parsed.success) {
    const lines = describePackIssues(parsed.error.issues, input).map((line) => `  ${line}`);
    throw new InvalidPackError(`${packFile} is not a valid content pack:\n${lines.join('\n')}`);
  }
  return parsed.data;
};

/**
 * Imports a content pack in one transaction, each feature's part by its own importer. Idempotent:
 * the tenant is matched by factoryCode, organisations by code and members by userCode, exam
 * content by its codes (exams.pack.ts); identical assets are stored once.
 */
export const importPack = async (
  { db, storage, passwords }: PackImportDeps,
  pack: TContentPack,
  packDir: string,
): Promise<PackImportSummary> => {
  const assetFiles = new Map<string, ReceivedFile>();
  const tools = { passwords, storage, packDir };
  let prepared: unknown[] = [];
  let committed = false;
  try {
    const sources = packImporters.map((importer) => importer.assetSources?.(pack));
    for (const path of assetPathsOf(sources)) {
      const file = resolve(packDir, path);
      const inside = relative(packDir, file);
      if (inside.startsWith('..') || isAbsolute(inside)) {
        throw new Error(`Asset ${path} is outside the pack's folder`);
      }
      assetFiles.set(path, await receiveFile(storage, createReadStream(file), basename(file)));
    }
    prepared = await Promise.all(packImporters.map((importer) => importer.prepare?.(pack, tools)));

    const summary = await db.transaction().execute(async (trx) => {
      const now = Date.now();
      const { tenantId, created } = await importTenant(trx, pack.tenant, now);

      const assetUrls = new Map<string, string>();
      for (const [path, file] of assetFiles) {
        const upload = await recordUpload({ db: trx, storage }, file, {
          tenantId,
          memberId: null,
          visibility: UploadVisibility.PUBLIC,
          fileType: ASSET_FILE_TYPE,
          allowSvg: true,
          reuseIdentical: true,
        });
        assetUrls.set(path, fileUrlPath(upload.id, upload.original_name));
      }

      const context = {
        trx,
        pack,
        tenantId,
        now,
        assetUrl: (path: string) => assetUrls.get(path) ?? path,
        memberIds: new Map<string, string>(),
        organisationIds: new Map<string, string>(),
        questionBanks: {
          bankIds: new Map<string, string>(),
          questionIds: new Map<string, Map<string, string>>(),
          changedQuestionIds: new Set<string>(),
          changedBankCodes: new Set<string>(),
        },
        learningTasks: featureServices.learningTasks(trx),
      };
      const parts: object[] = [];
      for (const [index, importer] of packImporters.entries()) {
        parts.push(await importer.importPart(context, prepared[index]));
      }
      return Object.assign(
        { factoryCode: pack.tenant.factoryCode, tenantId, created, assets: assetUrls.size },
        ...parts,
      ) as PackImportSummary;
    });
    committed = true;
    return summary;
  } finally {
    // A failed import leaves no files behind; a successful one keeps only recorded uploads.
    if (!committed) {
      await Promise.all([...assetFiles.values()].map((file) => storage.delete(file.key)));
      await Promise.all(
        packImporters.map((importer, index) =>
          prepared[index] === undefined ? undefined : importer.discard?.(prepared[index], tools),
        ),
      );
    }
  }
};

/** Reads, validates and imports a pack file; asset paths are relative to its folder. */
export const importPackFile = async (deps: PackImportDeps, packFile: string) =>
  importPack(deps, await readPackFile(packFile), dirname(resolve(packFile)));
