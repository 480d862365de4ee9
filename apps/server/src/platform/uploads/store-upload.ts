import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { Dialect } from '../../db/database';
import type { Transact } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import type { UploadTable } from './uploads.schema';
import { AppError } from '../http/app-error';
import { newId } from '../security/tokens';
import type { Storage } from '../storage/storage';
import { lockTenant } from '../tenancy/tenant-locks';
import { acceptFileKind, type AcceptedKind } from './file-kinds';
import { uploadsRepository, UploadVisibility, type TUploadVisibility } from './uploads.repository';

/** Bytes kept from the start of a file for text sniffing (SVG). */
const HEAD_BYTES = 4096;
/** Longest original name kept; the rest is cut before the extension. */
const MAX_NAME_LENGTH = 200;
/** Longest extension a cut name keeps (with its dot). */
const MAX_EXTENSION_LENGTH = 16;

type UploadDeps = { db: Kysely<Database>; storage: Storage };

/** A file written to storage but not yet accepted: its type and owner are checked next. */
export type ReceivedFile = {
  key: string;
  originalName: string;
  size: number;
  sha256: string;
  head: Buffer;
};

export type RecordUploadInput = {
  tenantId: string;
  memberId: string | null;
  visibility: TUploadVisibility;
  fileType: number;
  /** Content packs may carry SVG images; learners may not (SVG can carry script). */
  allowSvg?: boolean;
  /** Reuse an identical public upload of the tenant instead of keeping a second copy. */
  reuseIdentical?: boolean;
  /** Learners' uploads stay within the tenant's quota; content packs are the operator's. */
  quota?: UploadQuota;
};

/** The most bytes the stored uploads of a tenant take together, and how to count them exactly. */
export type UploadQuota = { bytes: number; dialect: Dialect; transact: Transact };

/** The catalogue has no quota code: 300370 'upload failed', as 413 (docs/decisions/0022). */
const quotaExceeded = () => new AppError(ErrorCode.UPLOAD_FAILED, null, {}, 413);

/** Refuses at once, before a body is read, when the tenant's quota is already used up. */
export const checkQuotaLeft = async (
  db: Kysely<Database>,
  { bytes }: UploadQuota,
  tenantId: string,
) => {
  if ((await uploadsRepository(db).storedBytes(tenantId)) >= bytes) throw quotaExceeded();
};

/** Records the upload if it fits in the tenant's quota, counting the uploads racing it too. */
const insertWithinQuota = ({ bytes, dialect, transact }: UploadQuota, upload: UploadTable) =>
  transact(async (trx) => {
    const uploads = uploadsRepository(trx);
    await lockTenant(trx, dialect, 'uploads', upload.tenant_id);
    if ((await uploads.storedBytes(upload.tenant_id)) + upload.size > bytes) return false;
    await uploads.insert(upload);
    return true;
  });

/**
 * Characters a stored name never keeps: controls (Cc), format characters (Cf: the bidi embeddings,
 * overrides and isolates U+202A-U+202E and U+2066-U+2069, the marks U+200E, U+200F and U+061C,
 * zero-width ones) that can make `evil\u202Efdp.exe` read as `evilexe.pdf`, lone surrogates (Cs),
 * which no URL can encode, and line and paragraph separators.
 */
const UNSHOWN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * The name without any folder part or unshown characters, at most MAX_NAME_LENGTH characters
 * (code points, so a cut never splits a pair into a lone surrogate).
 */
export const cleanName = (name: string) => {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(UNSHOWN_CHARACTERS, '')
    .trim();
  const characters = [...base];
  if (characters.length <= MAX_NAME_LENGTH) return base || 'file';
  const dot = characters.lastIndexOf('.');
  const extension = dot > 0 ? characters.slice(dot, dot + MAX_EXTENSION_LENGTH) : [];
  return [...characters.slice(0, MAX_NAME_LENGTH - extension.length), ...extension].join('');
};

/** Writes a file under a random key, measuring its size and SHA-256 on the way. */
export const receiveFile = async (
  storage: Storage,
  content: Readable,
  originalName: string,
): Promise<ReceivedFile> => {
  const key = randomBytes(24).toString('base64url');
  const digest = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  // A generator, not a stream: its errors are the content's, which the storage's pipeline
  // reports, so none can escape as an unhandled 'error' event (docs/decisions/0021).
  async function* inspected() {
    for await (const chunk of content as AsyncIterable<Buffer>) {
      digest.update(chunk);
      if (headLength < HEAD_BYTES) {
        const kept = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(kept);
        headLength += kept.length;
      }
      yield chunk;
    }
  }
  const size = await storage.put(key, inspected());
  return {
    key,
    originalName: cleanName(originalName),
    size,
    sha256: digest.digest('hex'),
    head: Buffer.concat(headChunks),
  };
};

const detectType = async (storage: Storage, key: string) => {
  const stream = await storage.get(key);
  try {
    return (await fileTypeFromStream(stream))?.ext;
  } finally {
    stream.destroy();
  }
};

/**
 * Checks a received file's type from its bytes and records it as an upload of the tenant;
 * a refused file is deleted (302201, or 300370 over the quota).
 */
export const recordUpload = async (
  { db, storage }: UploadDeps,
  file: ReceivedFile,
  input: RecordUploadInput,
): Promise<UploadTable> => {
  let kept = false;
  try {
    const kind = acceptFileKind(file.originalName, await detectType(storage, file.key), file.head, {
      allowSvg: input.allowSvg ?? false,
    });
    if (!kind) throw new AppError(ErrorCode.UPLOAD_FORMAT_UNSUPPORTED);
    const uploads = uploadsRepository(db);
    if (input.reuseIdentical && input.visibility === UploadVisibility.PUBLIC) {
      const existing = await uploads.findPublicDuplicate(
        input.tenantId,
        file.sha256,
        file.originalName,
      );
      if (existing) return existing;
    }
    const upload = await insertUpload(db, file, input, kind);
    kept = true;
    return upload;
  } finally {
    if (!kept) await storage.delete(file.key);
  }
};

const insertUpload = async (
  db: Kysely<Database>,
  file: ReceivedFile,
  input: RecordUploadInput,
  kind: AcceptedKind,
) => {
  const upload: UploadTable = {
    id: newId(),
    tenant_id: input.tenantId,
    member_id: input.memberId,
    visibility: input.visibility,
    storage_key: file.key,
    original_name: file.originalName,
    extension: kind.extension,
    mime: kind.mime,
    size: file.size,
    sha256: file.sha256,
    file_type: input.fileType,
    created_at: Date.now(),
  };
  if (!input.quota) await uploadsRepository(db).insert(upload);
  else if (!(await insertWithinQuota(input.quota, upload))) throw quotaExceeded();
  return upload;
};

/**
 * Records a received file of a kind the caller vouches for, unsniffed: a chunk of a MediaRecorder
 * recording after the first has no header that says what it is (docs/decisions/0049). It is
 * served as `kind` with the same headers as every upload (nosniff, sandboxed). A refused file is
 * deleted.
 */
export const recordUploadOfKind = async (
  { db, storage }: UploadDeps,
  file: ReceivedFile,
  input: RecordUploadInput,
  kind: AcceptedKind,
): Promise<UploadTable> => {
  try {
    return await insertUpload(db, file, input, kind);
  } catch (error) {
    await storage.delete(file.key);
    throw error;
  }
};

/** Removes an upload no one refers to: a copy that lost a race to be recorded. */
export const discardUpload = async ({ db, storage }: UploadDeps, upload: UploadTable) => {
  await db
    .deleteFrom('uploads')
    .where('tenant_id', '=', upload.tenant_id)
    .where('id', '=', upload.id)
    .execute();
  await storage.delete(upload.storage_key);
};
