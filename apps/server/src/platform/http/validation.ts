import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

type ValidationFailure = Error & { validation: { instancePath: string; message: string }[] };

/**
 * Validates query and body with the contracts' zod schemas. A missing query or body counts as
 * `{}`, so the failure names the missing parameter rather than the whole body.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const failure = new Error('invalid parameter') as ValidationFailure;
    failure.validation = result.error.issues.map((issue) => ({
      instancePath: `/${issue.path.map(String).join('/')}`,
      message: issue.message,
    }));
    return { error: failure };
  };

/** Multipart bodies are read by the handler; their schema only documents the fields. */
export const passThroughValidatorCompiler: FastifySchemaCompiler<unknown> = () => (data) => ({
  value: data,
});

/** Responses are plain JSON; their zod schemas document the API and are checked in tests. */
export const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);
