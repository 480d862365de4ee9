import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { notFoundEnvelope } from './error-handler';
import { OVERALL_HEADER } from './overall-header';
import { REFUSAL_HEADERS } from './security-headers';

/**
 * A URL the router refuses before any hook runs (a parameter over `maxParamLength`, a broken
 * percent-encoding) names nothing that exists: 300213 with Fastify's status (414, 400).
 */
export const answerFrameworkErrors =
  (releaseId: string) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    const refused = status < 500;
    if (refused) request.log.info({ code: error.code }, 'refused URL');
    else request.log.error({ err: error }, 'unexpected error');
    reply
      .code(status)
      .headers({ ...REFUSAL_HEADERS, [OVERALL_HEADER]: releaseId })
      .send(refused ? notFoundEnvelope : { code: ErrorCode.SERVER_ERROR, body: null });
  };

/** What Node's HTTP parser refuses: the status and the envelope that says so. */
const clientRefusal = (error: ConnectionError) => {
  // Request line and headers over Node's limit (docs/decisions/0024): most often a huge query.
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: ErrorCode.REQUIRED_PARAMETER_EMPTY, body: 'headers' };
  }
  // Not sent in full within the server's request timeout: the catalogue's 'network exception'.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: ErrorCode.SERVER_ERROR, body: null };
  }
  return { status: 400, code: ErrorCode.REQUIRED_PARAMETER_EMPTY, body: 'request' };
};

/**
 * Answers a request Node could not parse, before Fastify sees it, in the envelope; as Node and
 * Fastify do, the connection is closed after the answer, since the rest of its bytes cannot be
 * trusted to start a request.
 */
export const answerClientErrors =
  (releaseId: string) => (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, code, body } = clientRefusal(error);
    const payload = JSON.stringify({ code, body });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(payload)),
      Connection: 'close',
      [OVERALL_HEADER]: releaseId,
      ...REFUSAL_HEADERS,
    };
    if (socket.writable) {
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${payload}`);
    }
    socket.destroy(error);
  };
