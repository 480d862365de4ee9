import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MemberRole } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { DEFAULT_UPLOAD_FILE_TYPE, DOWNLOAD_QUERY } from '@lectern/contracts/common/upload';
import type { UploadTable } from '../../platform/uploads/uploads.schema';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/http/app-error';
import { notFoundEnvelope } from '../../platform/http/error-handler';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { readAuthorizationToken, TOKEN_COOKIE } from '../../platform/sessions/session-guard';
import { fileUrlPath } from '../../platform/uploads/file-url';
import {
  checkQuotaLeft,
  receiveFile,
  recordUpload,
  type ReceivedFile,
  type UploadQuota,
} from '../../platform/uploads/store-upload';
import { UploadVisibility } from '../../platform/uploads/uploads.repository';
import { parseByteRange } from '../../platform/storage/byte-range';
import type { uploadsRepositories } from './uploads.repository';

type UploadsDeps = ServiceDeps<
  ReturnType<typeof uploadsRepositories>,
  Pick<AppDeps, 'dialect' | 'storage' | 'config' | 'resolveSession' | 'uploadLimits'>
>;

type UploadForm = { file: ReceivedFile; fields: Record<string, string> };
type FormFields = UploadForm['fields'];

const DOWNLOAD_TYPE = DOWNLOAD_QUERY['response-content-type'];
/** Served files never run as a page of this site, whatever they contain. */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** RFC 8187 encoding for `filename*`. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const contentDisposition = (kind: 'inline' | 'attachment', name: string) => {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeFileName(name)}`;
};

/** Room for the form's fields and part headers around the largest accepted file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** No file could be read: the body broke off, had no boundary or no file part, or was no form. */
const noFileRead = (status = 400) =>
  new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'file', {}, status);
const fileTooLarge = () => new AppError(ErrorCode.UPLOAD_FAILED, null, {}, 413);

/** What a multipart error answers (docs/decisions/0021): @fastify/multipart's limits are its 413s. */
const formRefusal = (request: FastifyRequest, error: unknown) => {
  if (error instanceof AppError) return error;
  request.log.info({ err: error }, 'upload form refused');
  const { statusCode, code } = error as Partial<FastifyError>;
  if (statusCode === 413) return fileTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return noFileRead(415);
  return noFileRead();
};

/** The parts of the request's form; a body the parser refuses ends them with its answer. */
async function* formParts(request: FastifyRequest) {
  try {
    yield* request.parts();
  } catch (error) {
    throw formRefusal(request, error);
  }
}

const parseFileType = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return DEFAULT_UPLOAD_FILE_TYPE;
  if (!/^\d{1,6}$/.test(value.trim()))
    throw new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'fileType');
  return Number(value.trim());
};

export const uploadsService = ({
  db,
  dialect,
  transact,
  repositories,
  storage,
  config,
  resolveSession,
  uploadLimits,
}: UploadsDeps) => {
  const { uploads, tenants } = repositories(db);
  const quota: UploadQuota = { bytes: config.uploadQuotaBytes, dialect, transact };

  /** A body that says it is larger than any accepted form is refused unread. */
  const refuseDeclaredOversize = (request: FastifyRequest) => {
    if (Number(request.headers['content-length']) > config.uploadMaxBytes + FORM_OVERHEAD_BYTES) {
      throw fileTooLarge();
    }
  };

  /**
   * Reads the multipart form; the file goes to storage whatever order the fields come in, once
   * `beforeFile` has passed the fields that came before it. Nothing is left stored on a refusal.
   */
  const readForm = async (
    request: FastifyRequest,
    beforeFile: (fields: FormFields) => Promise<void> = async () => {},
  ): Promise<UploadForm> => {
    const fields: FormFields = {};
    let file: ReceivedFile | null = null;
    try {
      for await (const part of formParts(request)) {
        if (part.type === 'field') {
          const value = String(part.value);
          // As for JSON bodies (platform/http/validation.ts): PostgreSQL cannot store U+0000.
          if (value.includes('\u0000')) {
            throw new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, part.fieldname);
          }
          fields[part.fieldname] = value;
        } else if (part.fieldname !== 'file' || file) {
          part.file.resume();
        } else {
          await beforeFile(fields);
          file = await receiveFile(storage, part.file, part.filename).catch((error: unknown) => {
            // A body that broke off mid-file is the request's fault; a failing storage is not.
            throw part.file.errored ? formRefusal(request, part.file.errored) : error;
          });
          if (part.file.truncated) throw fileTooLarge();
        }
      }
    } catch (error) {
      if (file) await storage.delete(file.key);
      throw error;
    }
    if (!file) throw noFileRead();
    return { file, fields };
  };

  const absoluteUrl = (request: FastifyRequest, path: string) =>
    `${config.publicUrl ?? `${request.protocol}://${request.host}`}${path}`;

  const store = async (
    request: FastifyRequest,
    form: UploadForm,
    owner: { tenantId: string; memberId: string | null },
  ) => {
    const upload = await recordUpload({ db, storage }, form.file, {
      ...owner,
      visibility: owner.memberId === null ? UploadVisibility.PUBLIC : UploadVisibility.MEMBER,
      fileType: parseFileType(form.fields.fileType),
      quota,
    });
    return absoluteUrl(request, fileUrlPath(upload.id, upload.original_name));
  };

  /**
   * Before login: the tenant comes from the form; readable by anyone with the URL. The address's
   * upload is counted before the body is read, the tenant's as soon as the form names it.
   */
  const uploadPublic = async (request: FastifyRequest) => {
    refuseDeclaredOversize(request);
    await uploadLimits.takePublic(request.ip);
    let admitted: string | null = null;
    const admitTenant = async (fields: FormFields) => {
      if (admitted !== null) return admitted;
      const factoryCode = fields.factoryCode?.trim() ?? '';
      if (factoryCode === '') throw new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'factoryCode');
      const tenant = await tenants.findByFactoryCode(factoryCode);
      if (!tenant) throw new AppError(ErrorCode.NO_DATA);
      await uploadLimits.takePublicOfTenant(tenant.id, request.ip);
      await checkQuotaLeft(db, quota, tenant.id);
      admitted = tenant.id;
      return admitted;
    };
    const form = await readForm(request, async (fields) => {
      if (fields.factoryCode !== undefined) await admitTenant(fields);
    });
    try {
      return await store(request, form, {
        tenantId: await admitTenant(form.fields),
        memberId: null,
      });
    } catch (error) {
      await storage.delete(form.file.key);
      throw error;
    }
  };

  /** Signed in: readable by the learner alone; counted before the body is read. */
  const uploadAsMember = async (request: FastifyRequest, session: MemberSession) => {
    refuseDeclaredOversize(request);
    await uploadLimits.takeOfLearner(session.tenantId, session.memberId);
    await checkQuotaLeft(db, quota, session.tenantId);
    return store(request, await readForm(request), {
      tenantId: session.tenantId,
      memberId: session.memberId,
    });
  };

  /**
   * A learner's upload is served to that learner, by the session in the header or the download
   * cookie, and to their tenant's administrators, who watch proctored exams through its snapshots
   * and recordings (docs/decisions/0049). Features that keep a reference to one (an answer's
   * files, read by marking) read it through the uploads repository and the storage.
   */
  const isUploader = async (request: FastifyRequest, upload: UploadTable) => {
    const token = readAuthorizationToken(request) ?? request.cookies[TOKEN_COOKIE];
    if (!token || upload.member_id === null) return false;
    const check = await resolveSession(token);
    return (
      'session' in check &&
      check.session.tenantId === upload.tenant_id &&
      (check.session.memberId === upload.member_id || check.session.role === MemberRole.ADMIN)
    );
  };

  /** GET and HEAD of a file URL (spec §7 download and file size). */
  const download = async (request: FastifyRequest, reply: FastifyReply, uploadId: string) => {
    const upload = await uploads.findForDownload(uploadId);
    const readable =
      upload &&
      (upload.visibility === UploadVisibility.PUBLIC || (await isUploader(request, upload)));
    const stat = readable ? await storage.stat(upload.storage_key) : null;
    if (!upload || !stat) return reply.code(404).send(notFoundEnvelope);

    const query = request.query as Record<string, unknown>;
    const asAttachment = query['response-content-type'] === DOWNLOAD_TYPE;
    reply
      .header('Content-Type', asAttachment ? DOWNLOAD_TYPE : upload.mime)
      .header(
        'Content-Disposition',
        contentDisposition(asAttachment ? 'attachment' : 'inline', upload.original_name),
      )
      .header('Cache-Control', 'private')
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY);

    const range = parseByteRange(request.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${stat.size}`).send();
    }
    const length = range ? range.end - range.start + 1 : stat.size;
    reply.header('Content-Length', String(length));
    if (range)
      reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await storage.get(upload.storage_key, range ?? undefined));
  };

  return { uploadPublic, uploadAsMember, download };
};
