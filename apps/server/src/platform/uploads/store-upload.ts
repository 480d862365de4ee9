import { createHash, randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { Database, UploadTable } from '../../db/schema';
import { AppError } from '../http/app-error';
import { newId } from '../security/tokens';
import type { Storage } from '../storage/storage';
import { acceptFileKind } from './file-kinds';
import { uploadsRepository, UploadVisibility, type TUploadVisibility } from './uploads.repository';

/** Bytes kept from the start of a file for text sniffing (SVG). */
const HEAD_BYTES = 4096;
/** Longest original name kept; the rest is cut before the extension. */
const MAX_NAME_LENGTH = 200;

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
};

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The name without any folder part or control characters, at most MAX_NAME_LENGTH long. */
const cleanName = (name: string) => {
  const base = name
    .replace(/^.*[\\/]/, '')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  if (base.length <= MAX_NAME_LENGTH) return base || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
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
  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      if (headLength < HEAD_BYTES) {
        const kept = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(kept);
        headLength += kept.length;
      }
      done(null, chunk);
    },
  });
  content.once('error', (error) => inspector.destroy(error));
  const size = await storage.put(key, content.pipe(inspector));
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
 * a refused file is deleted (302201).
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
    await uploads.insert(upload);
    kept = true;
    return upload;
  } finally {
    if (!kept) await storage.delete(file.key);
  }
};
