import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/openapi.json';

/** Registers the OpenAPI 3.1 generator; must run before any route is added. */
export const registerOpenApi = async (app: FastifyInstance, releaseId: string) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lectern API',
        version: releaseId,
        description:
          'Every answer is the envelope { code, body }; "200" is success, other codes are the ' +
          'error catalogue of the learner client spec (§8), answered with HTTP 200. Requests ' +
          'the server cannot read or route (malformed or oversized bodies, unknown media ' +
          'types, unknown paths, oversized URLs or headers) are refused with their HTTP 4xx, ' +
          'still in the envelope.',
      },
      components: {
        securitySchemes: {
          memberToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
};

/** Serves the document; registered inside the API scope. */
export const registerOpenApiRoute = (api: FastifyInstance, root: FastifyInstance) => {
  api.get(OPENAPI_PATH, { schema: { hide: true } }, async () => root.swagger());
};
