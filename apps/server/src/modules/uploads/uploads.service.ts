import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { DEFAULT_UPLOAD_FILE_TYPE, DOWNLOAD_QUERY } from '@lectern/contracts/uploads/upload';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/http/app-error';
import { notFoundEnvelope } from '../../platform/http/error-handler';
import type { MemberSession } from '../../platform/sessions/member-session';
import { readAuthorizationToken, TOKEN_COOKIE } from '../../platform/sessions/session-guard';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';
import { fileUrlPath } from '../../platform/uploads/file-url';
import { receiveFile, recordUpload, type ReceivedFile } from '../../platform/uploads/store-upload';
import { uploadsRepository, UploadVisibility } from '../../platform/uploads/uploads.repository';
import { parseByteRange } from './byte-range';

type UploadsDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'resolveSession'>;

type UploadForm = { file: ReceivedFile; fields: Record<string, string> };

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

const parseFileType = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return DEFAULT_UPLOAD_FILE_TYPE;
  if (!/^\d{1,6}$/.test(value.trim()))
    throw new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'fileType');
  return Number(value.trim());
};

export const uploadsService = ({ db, storage, config, resolveSession }: UploadsDeps) => {
  const uploads = uploadsRepository(db);

  /** Reads the multipart form; the file goes to storage whatever order the fields come in. */
  const readForm = async (request: FastifyRequest): Promise<UploadForm> => {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | null = null;
    let truncated = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            continue;
          }
          file = await receiveFile(storage, part.file, part.filename);
          truncated = part.file.truncated;
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      if (truncated) throw new AppError(ErrorCode.UPLOAD_FAILED);
    } catch (error) {
      if (file) await storage.delete(file.key);
      throw error;
    }
    if (!file) throw new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'file');
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
    });
    return absoluteUrl(request, fileUrlPath(upload.id, upload.original_name));
  };

  /** Before login: the tenant comes from the form; readable by anyone with the URL. */
  const uploadPublic = async (request: FastifyRequest) => {
    const form = await readForm(request);
    try {
      const factoryCode = form.fields.factoryCode?.trim() ?? '';
      if (factoryCode === '') throw new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, 'factoryCode');
      const tenant = await tenantDirectory(db).findByFactoryCode(factoryCode);
      if (!tenant) throw new AppError(ErrorCode.NO_DATA);
      return await store(request, form, { tenantId: tenant.id, memberId: null });
    } catch (error) {
      await storage.delete(form.file.key);
      throw error;
    }
  };

  /** Signed in: readable by sessions of the same tenant. */
  const uploadAsMember = async (request: FastifyRequest, session: MemberSession) =>
    store(request, await readForm(request), {
      tenantId: session.tenantId,
      memberId: session.memberId,
    });

  /** Member files need a session of their tenant, from the header or the download cookie. */
  const mayRead = async (request: FastifyRequest, tenantId: string) => {
    const token = readAuthorizationToken(request) ?? request.cookies[TOKEN_COOKIE];
    if (!token) return false;
    const check = await resolveSession(token);
    return 'session' in check && check.session.tenantId === tenantId;
  };

  /** GET and HEAD of a file URL (spec §7 download and file size). */
  const download = async (request: FastifyRequest, reply: FastifyReply, uploadId: string) => {
    const upload = await uploads.findForDownload(uploadId);
    const readable =
      upload &&
      (upload.visibility === UploadVisibility.PUBLIC || (await mayRead(request, upload.tenant_id)));
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
