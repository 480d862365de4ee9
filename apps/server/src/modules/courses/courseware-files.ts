import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResolver } from '../../platform/sessions/session-guard';
import { readAuthorizationToken, TOKEN_COOKIE } from '../../platform/sessions/session-guard';
import { notFoundEnvelope } from '../../platform/http/error-handler';
import { parseByteRange } from '../../platform/storage/byte-range';
import type { Storage } from '../../platform/storage/storage';
import { folderPathOf } from './courseware-folders';
import type { CourseContents } from './course-content';
import type { CoursesRepository } from './courses.repository';

/** Where the files of a courseware's folder are served, below the API base. */
export const COURSEWARE_FILES_PATH = '/courseware/files';

/**
 * SCORM packages run their own scripts in the player's frame (/scorm/index.html, same origin, as
 * the runtime API must be reached). Authoring tools write inline scripts and styles; nothing may
 * come from elsewhere, be evaluated from text, post a form or frame the files but this origin.
 */
const FOLDER_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

type FileRequest = FastifyRequest<{ Params: { coursewareId: string; '*': string } }>;

/**
 * GET and HEAD of a file of a courseware's folder (decision 0062): to members of the courseware's
 * tenant with a session, by the header or the download cookie (the player's frame has only the
 * cookie); anything else, a path that leaves the folder included, answers like a missing file.
 */
export const coursewareFiles = ({
  resolveSession,
  storage,
  courses,
  contents,
}: {
  resolveSession: SessionResolver;
  storage: Storage;
  courses: Pick<CoursesRepository, 'findFolderFile'>;
  contents: CourseContents;
}) => {
  /** Puts the member's session on the request, for the feature's gate and the handler. */
  const readSession = async (request: FastifyRequest) => {
    const token = readAuthorizationToken(request) ?? request.cookies[TOKEN_COOKIE];
    if (!token) return;
    const check = await resolveSession(token);
    if ('session' in check) request.session = check.session;
  };

  const serve = async (request: FileRequest, reply: FastifyReply) => {
    const { session } = request;
    const path = folderPathOf(request.params['*']);
    const courseware =
      session && path !== null
        ? await contents
            .courseware(session.tenantId, request.params.coursewareId)
            .catch(() => undefined)
        : undefined;
    const file =
      session && courseware && path !== null
        ? await courses.findFolderFile(session.tenantId, courseware.courseware.id, path)
        : undefined;
    const stat = file ? await storage.stat(file.storage_key) : null;
    if (!file || !stat) return reply.code(404).send(notFoundEnvelope);

    reply
      .header('Content-Type', file.mime)
      .header('Cache-Control', 'private, max-age=300')
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', FOLDER_CONTENT_SECURITY_POLICY);
    const range = parseByteRange(request.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${stat.size}`).send();
    }
    const length = range ? range.end - range.start + 1 : stat.size;
    reply.header('Content-Length', String(length));
    if (range)
      reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await storage.get(file.storage_key, range ?? undefined));
  };

  return { readSession, serve };
};
