import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { ZContentPack, type TContentPack } from '@lectern/contracts/packs/content-pack';
import type { Database } from '../db/schema';
import type { PasswordHasher } from '../platform/security/passwords';
import { newId } from '../platform/security/tokens';
import type { Storage } from '../platform/storage/storage';
import { fileUrlPath } from '../platform/uploads/file-url';
import { receiveFile, recordUpload, type ReceivedFile } from '../platform/uploads/store-upload';
import { UploadVisibility } from '../platform/uploads/uploads.repository';
import { importCustomInfo, type CustomInfoImportSummary } from './import-custom-info';
import { examAssetSources, importExamContent, type ExamImportSummary } from './import-exams';
import {
  importMessagesContent,
  messagesAssetSources,
  type MessagesImportSummary,
} from './import-messages';
import { assetPathsOf, mapAssets } from './pack-assets';
import { describePackIssues } from './pack-issues';
import { flattenTree } from './pack-tree';
import { packRepository } from './pack.repository';

export type PackImportDeps = { db: Kysely<Database>; storage: Storage; passwords: PasswordHasher };

export type PackImportSummary = ExamImportSummary &
  MessagesImportSummary &
  CustomInfoImportSummary & {
    factoryCode: string;
    tenantId: string;
    created: boolean;
    organisations: number;
    members: number;
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
 * Imports a content pack in one transaction. Idempotent: the tenant is matched by factoryCode,
 * organisations by code and members by userCode, exam content by its codes (import-exams.ts);
 * identical assets are stored once.
 */
export const importPack = async (
  { db, storage, passwords }: PackImportDeps,
  pack: TContentPack,
  packDir: string,
): Promise<PackImportSummary> => {
  const assetFiles = new Map<string, ReceivedFile>();
  let committed = false;
  try {
    for (const path of assetPathsOf([
      pack.tenant,
      examAssetSources(pack),
      messagesAssetSources(pack),
    ])) {
      const file = resolve(packDir, path);
      const inside = relative(packDir, file);
      if (inside.startsWith('..') || isAbsolute(inside)) {
        throw new Error(`Asset ${path} is outside the pack's folder`);
      }
      assetFiles.set(path, await receiveFile(storage, createReadStream(file), basename(file)));
    }
    const passwordHashes = await Promise.all(
      pack.members.map((member) => member.passwordHash ?? passwords.hash(member.password ?? '')),
    );

    const summary = await db.transaction().execute(async (trx) => {
      const packs = packRepository(trx);
      const now = Date.now();
      const { tenant } = pack;
      const existingTenantId = await packs.findTenantId(tenant.factoryCode);
      const tenantId = existingTenantId ?? newId();
      const tenantFields = {
        factory_code: tenant.factoryCode,
        sys_name: tenant.sysName,
        user_version: tenant.userVersion,
        edition: tenant.edition,
        modules: JSON.stringify(tenant.modules),
        registration: JSON.stringify(tenant.registration),
        limits: JSON.stringify(tenant.limits),
        force_chat_app_login: tenant.forceChatAppLogin ? 1 : 0,
        question_type_names: JSON.stringify(tenant.questionTypeNames),
        doc_viewer_url: tenant.docViewerUrl,
        content_lang: tenant.contentLang,
        updated_at: now,
      };
      // Uploads belong to the tenant, so the row exists before the assets are recorded.
      if (existingTenantId) await packs.updateTenant(tenantId, tenantFields);
      else {
        await packs.insertTenant(
          tenantId,
          { ...tenantFields, sys_logo_url: null, custom_style: '{}', home_page: null },
          now,
        );
      }

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
      const resolved = mapAssets(tenant, (path) => assetUrls.get(path) ?? path);
      await packs.updateTenant(tenantId, {
        sys_logo_url: resolved.logo,
        custom_style: JSON.stringify(resolved.customStyle),
        home_page: resolved.homePage === null ? null : JSON.stringify(resolved.homePage),
      });

      const organisationIds = await packs.organisationIdsByCode(tenantId);
      const organisations = flattenTree(pack.organisations);
      for (const { node, parentCode, path, sort } of organisations) {
        const fields = {
          parent_id: parentCode === null ? null : (organisationIds.get(parentCode) ?? null),
          classify_code: node.code,
          classify_path: path,
          name: node.name,
          is_able: node.isAble ? 1 : 0,
          sort,
        };
        const id = organisationIds.get(node.code);
        if (id) await packs.updateOrganisation(tenantId, id, fields);
        else {
          const newOrganisationId = newId();
          await packs.insertOrganisation(tenantId, newOrganisationId, fields, now);
          organisationIds.set(node.code, newOrganisationId);
        }
      }

      const memberIds = new Map<string, string>();
      for (const [index, member] of pack.members.entries()) {
        const fields = {
          user_code: member.userCode,
          nick_name: member.nickName,
          password_hash: passwordHashes[index] ?? '',
          phone: member.phone,
          status: member.status,
          expire_at: member.expireTime,
          biz_name: member.bizName,
          biz_type: member.bizType,
          updated_at: now,
        };
        let memberId = await packs.findMemberId(tenantId, member.userCode);
        if (memberId) await packs.updateMember(tenantId, memberId, fields);
        else {
          memberId = newId();
          await packs.insertMember(tenantId, memberId, fields, now);
        }
        await packs.replaceMemberOrganisations(
          tenantId,
          memberId,
          member.organisations.map((code) => organisationIds.get(code) ?? ''),
        );
        memberIds.set(member.userCode, memberId);
      }

      const exams = await importExamContent(trx, {
        tenantId,
        pack,
        assetUrl: (path) => assetUrls.get(path) ?? path,
        memberIds,
      });
      const customInfo = await importCustomInfo(trx, { tenantId, pack, memberIds });

      const messages = await importMessagesContent(trx, {
        tenantId,
        pack,
        assetUrl: (path) => assetUrls.get(path) ?? path,
        memberIds,
        organisationIds,
      });

      return {
        factoryCode: tenant.factoryCode,
        tenantId,
        created: !existingTenantId,
        organisations: organisations.length,
        members: pack.members.length,
        assets: assetUrls.size,
        ...exams,
        ...messages,
        ...customInfo,
      };
    });
    committed = true;
    return summary;
  } finally {
    // A failed import leaves no files behind; a successful one keeps only recorded uploads.
    if (!committed) {
      await Promise.all([...assetFiles.values()].map((file) => storage.delete(file.key)));
    }
  }
};

/** Reads, validates and imports a pack file; asset paths are relative to its folder. */
export const importPackFile = async (deps: PackImportDeps, packFile: string) =>
  importPack(deps, await readPackFile(packFile), dirname(resolve(packFile)));
