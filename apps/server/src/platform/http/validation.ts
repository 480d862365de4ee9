import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

type ValidationFailure = Error & { validation: { instancePath: string; message: string }[] };
type Issue = { path: PropertyKey[]; message: string };

const validationFailure = (issues: Issue[]) => {
  const failure = new Error('invalid parameter') as ValidationFailure;
  failure.validation = issues.map((issue) => ({
    instancePath: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
  }));
  return failure;
};

/** The path of the first text (value or key) in `value` that holds U+0000, if any. */
const pathOfNul = (value: unknown, path: PropertyKey[] = []): PropertyKey[] | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : pathOfNul(child, [...path, key]);
    if (found) return found;
  }
  return null;
};

/**
 * Validates query and body with the contracts' zod schemas. A missing query or body counts as
 * `{}`, so the failure names the missing parameter rather than the whole body. Text holding
 * U+0000 is refused too: PostgreSQL cannot store it (SQLite can), and no field has a use for it.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (!result.success) return { error: validationFailure(result.error.issues) };
    const nul = pathOfNul(result.data);
    if (nul) return { error: validationFailure([{ path: nul, message: 'U+0000 in text' }]) };
    return { value: result.data };
  };

/** Multipart bodies are read by the handler; their schema only documents the fields. */
export const passThroughValidatorCompiler: FastifySchemaCompiler<unknown> = () => (data) => ({
  value: data,
});

/** Responses are plain JSON; their zod schemas document the API and are checked in tests. */
export const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);
