import type { FastifyError, FastifyInstance } from 'fastify';
import { API_BASE } from '@lectern/contracts/common/endpoint';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { AppError } from './app-error';

type ValidationIssue = { instancePath?: string };

/** The dotted path of the first offending parameter: 'factoryCode', 'members.0.userCode'. */
const offendingParameter = (error: FastifyError) => {
  const first = (error.validation as ValidationIssue[] | undefined)?.[0];
  const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return path || (error.validationContext === 'querystring' ? 'query' : 'body');
};

/** Fastify's own refusals of a malformed request: answered like a missing body, with a 4xx. */
const MALFORMED_REQUEST_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
]);

/** Limits of @fastify/multipart: the upload is refused as failed (300370). */
const UPLOAD_LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

export const notFoundEnvelope = { code: ErrorCode.NO_DATA, body: null };

/**
 * Every answer is the envelope (spec §7): business failures and bad parameters with HTTP 200,
 * requests the framework cannot read or route with their 4xx (docs/decisions/0024), an
 * unexpected failure as HTTP 500 `{ code: '500' }`, logged with its stack.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ code: error.code, body: error.body });
    }
    if (error.validation) {
      return reply
        .code(200)
        .send({ code: ErrorCode.REQUIRED_PARAMETER_EMPTY, body: offendingParameter(error) });
    }
    if (UPLOAD_LIMIT_CODES.has(error.code)) {
      return reply.code(413).send({ code: ErrorCode.UPLOAD_FAILED, body: null });
    }
    if (MALFORMED_REQUEST_CODES.has(error.code)) {
      request.log.info({ code: error.code }, 'malformed request');
      // A body Fastify cannot read is refused with its status (400, 413, 415), not HTTP 200.
      return reply.code(error.statusCode ?? 400).send({
        code: ErrorCode.REQUIRED_PARAMETER_EMPTY,
        body: error.code.includes('MULTIPART') ? 'file' : 'body',
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ code: ErrorCode.SERVER_ERROR, body: null });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE) {
      return reply.code(404).send(notFoundEnvelope);
    }
    return reply.redirect('/h5/p/login');
  });
};
