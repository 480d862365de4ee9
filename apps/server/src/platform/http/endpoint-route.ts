import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { TEndpoint } from '@lectern/contracts/common/endpoint';
import { SUCCESS_CODE, ZEnvelope } from '@lectern/contracts/common/envelope';
import type { MemberSession } from '../sessions/member-session';
import { envelopeJsonWithText, type WithJsonText } from './json-text';
import { passThroughValidatorCompiler } from './validation';

type Parsed<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;

export type EndpointContext<TDef extends TEndpoint> = {
  query: Parsed<TDef['query']>;
  body: Parsed<TDef['body']>;
  /** Set for `access: 'member'` and `'admin'` endpoints: the tenant always comes from here. */
  session: TDef['access'] extends 'member' | 'admin' ? MemberSession : null;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type EndpointHandler<TDef extends TEndpoint> = (
  context: EndpointContext<TDef>,
) => Promise<WithJsonText<z.input<TDef['response']>>>;

export type EndpointGuards = {
  /** Answers `{ code: '403', body: '403-N' }` unless the request carries a live session. */
  requireSession: onRequestHookHandler;
  /** As `requireSession`, then `{ code: '309001' }` unless the member is an administrator. */
  requireAdmin: onRequestHookHandler;
  /** Checks each success body against the contract (tests). */
  checkResponses: boolean;
};

const multipartDocumentation = (fields: readonly string[]) =>
  z.object(
    Object.fromEntries(
      fields.map((field) => [
        field,
        field === 'file' ? z.string().meta({ format: 'binary' }) : z.string().optional(),
      ]),
    ),
  );

/** The access guard of an endpoint, and its OpenAPI security. */
const accessOf = (endpoint: TEndpoint, guards: EndpointGuards) => ({
  ...(endpoint.access === 'member' ? { onRequest: guards.requireSession } : {}),
  ...(endpoint.access === 'admin' ? { onRequest: guards.requireAdmin } : {}),
});
const securityOf = (endpoint: TEndpoint) =>
  endpoint.access === 'public' ? {} : { security: [{ memberToken: [] }] };

/**
 * Wires one contract endpoint: method, path, validation schemas, OpenAPI description and the
 * access guard. The handler returns the envelope body, whose fields may come serialized already
 * (`JsonText`); failures throw `AppError`.
 */
export const registerEndpoint = <const TDef extends TEndpoint>(
  app: FastifyInstance,
  guards: EndpointGuards,
  endpoint: TDef,
  handler: EndpointHandler<TDef>,
) => {
  const multipart = endpoint.multipartFields !== undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.access],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(multipart
        ? {
            body: multipartDocumentation(endpoint.multipartFields ?? []),
            consumes: ['multipart/form-data'],
          }
        : {}),
      ...securityOf(endpoint),
      response: { 200: ZEnvelope(endpoint.response) },
    },
    ...(multipart ? { validatorCompiler: passThroughValidatorCompiler } : {}),
    ...accessOf(endpoint, guards),
    handler: async (request, reply) => {
      const body = await handler({
        query: request.query,
        body: request.body,
        session: request.session,
        request,
        reply,
      } as unknown as EndpointContext<TDef>);
      const envelope = { code: SUCCESS_CODE, body };
      const json = envelopeJsonWithText(envelope);
      if (guards.checkResponses) {
        endpoint.response.parse(json === null ? body : (JSON.parse(json) as typeof envelope).body);
      }
      if (json === null) return envelope;
      // A string sent as JSON goes out as it is.
      reply.type('application/json; charset=utf-8');
      return json;
    },
  });
};

/** A file a file endpoint answers, with the name a download saves it as. */
export type FileAnswer = { content: Buffer | Readable; fileName: string; cacheControl: string };

/** RFC 8187 encoding for `filename*`. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Wires one contract endpoint that answers a file (`produces`, a certificate's PNG): the same
 * method, path, validation, OpenAPI description and access guard as `registerEndpoint`; a
 * success is the file, a failure still the envelope (an `AppError` thrown by the handler).
 */
export const registerFileEndpoint = <const TDef extends TEndpoint & { produces: string }>(
  app: FastifyInstance,
  guards: EndpointGuards,
  endpoint: TDef,
  handler: (context: EndpointContext<TDef>) => Promise<FileAnswer>,
) => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.access],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...securityOf(endpoint),
      response: {
        200: {
          description: 'The file; a failure answers the envelope as JSON.',
          content: {
            [endpoint.produces]: { schema: endpoint.response },
            'application/json': { schema: ZEnvelope(z.unknown()) },
          },
        },
      },
    },
    ...accessOf(endpoint, guards),
    handler: async (request, reply) => {
      const file = await handler({
        query: request.query,
        body: request.body,
        session: request.session,
        request,
        reply,
      } as unknown as EndpointContext<TDef>);
      const fallback = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type(endpoint.produces)
        .header(
          'Content-Disposition',
          `inline; filename="${fallback}"; filename*=UTF-8''${encodeFileName(file.fileName)}`,
        )
        .header('Cache-Control', file.cacheControl)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.content);
    },
  });
};
