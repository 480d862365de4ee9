import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAnswer } from '@lectern/contracts/questions/answer';
import { ALL_ENDPOINTS, endpointKey } from '@lectern/contracts/endpoints';
import { arbitraryOf, queryArbitraryOf } from './zod-arbitrary';

const RUNS = 100;

const acceptedBy = (schema: z.ZodType) => (value: unknown) => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`refused ${JSON.stringify(value)}: ${result.error.message}`);
};

describe('arbitraryOf', () => {
  it.each(
    ALL_ENDPOINTS.filter((endpoint) => endpoint.body).map((endpoint) => [
      endpointKey(endpoint),
      endpoint.body,
    ]),
  )('yields only bodies that %s accepts', (_key, body) => {
    fc.assert(fc.property(arbitraryOf(body as z.ZodType), acceptedBy(body as z.ZodType)), {
      numRuns: RUNS,
    });
  });

  it.each(
    ALL_ENDPOINTS.filter((endpoint) => endpoint.query).map((endpoint) => [
      endpointKey(endpoint),
      endpoint.query,
    ]),
  )('yields query strings that %s accepts as a query string carries them', (_key, query) => {
    fc.assert(fc.property(queryArbitraryOf(query as z.ZodObject), acceptedBy(query as z.ZodType)), {
      numRuns: RUNS,
    });
  });

  it('yields answers of every question type, each one accepted', () => {
    const answers = fc.sample(arbitraryOf(ZAnswer), { numRuns: 2000, seed: 17 });
    for (const answer of answers) acceptedBy(ZAnswer)(answer);
    const types = new Set(
      answers.map((answer) => (answer as { questionType: string }).questionType),
    );
    expect(types.size).toBe(ZAnswer.options.length);
  });

  it('keeps within exclusive bounds and reaches both ends', () => {
    const values = fc.sample(arbitraryOf(z.number().int().gt(0).lt(3)), { numRuns: 200, seed: 1 });
    expect(new Set(values)).toEqual(new Set([1, 2]));
  });

  it('finds the few numbers a refinement lets through', () => {
    const sizes = z.coerce
      .number()
      .int()
      .refine((size) => [10, 20, 30, 50].includes(size));
    const values = fc.sample(arbitraryOf(sizes), { numRuns: 200, seed: 1 });
    expect(new Set(values)).toEqual(new Set([10, 20, 30, 50]));
  });

  it('sends trimmed text where the schema trims, so lengths hold after trimming', () => {
    const schema = z.object({ code: z.string().trim().min(1).max(3) });
    fc.assert(
      fc.property(arbitraryOf(schema), (value) => {
        const { code } = value as { code: string };
        expect(code).toBe(code.trim());
        // zod 4 measures strings in code points.
        expect([...code].length).toBeGreaterThanOrEqual(1);
        expect([...code].length).toBeLessThanOrEqual(3);
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves optional fields out, sometimes, and sets nullable ones to null, sometimes', () => {
    const schema = z.object({ maybe: z.string().optional(), orNull: z.string().nullable() });
    const values = fc.sample(arbitraryOf(schema), { numRuns: 200, seed: 3 }) as Record<
      string,
      unknown
    >[];
    expect(values.some((value) => !('maybe' in value))).toBe(true);
    expect(values.some((value) => typeof value.maybe === 'string')).toBe(true);
    expect(values.some((value) => value.orNull === null)).toBe(true);
    expect(values.every((value) => 'orNull' in value)).toBe(true);
  });

  it('aims fields of the given names at the given values, at any depth', () => {
    const schema = z.object({
      paperId: z.string(),
      answers: z.array(z.object({ questionId: z.string() })).min(1),
    });
    const values = fc.sample(
      arbitraryOf(schema, { fieldValues: { paperId: ['paper-1'], questionId: ['question-1'] } }),
      { numRuns: 200, seed: 5 },
    ) as { paperId: string; answers: { questionId: string }[] }[];
    expect(values.filter((value) => value.paperId === 'paper-1').length).toBeGreaterThan(100);
    expect(values.filter((value) => value.paperId !== 'paper-1').length).toBeGreaterThan(10);
    expect(
      values.some((value) => value.answers.some((answer) => answer.questionId === 'question-1')),
    ).toBe(true);
  });

  it('names a kind of schema it cannot walk instead of guessing', () => {
    expect(() => arbitraryOf(z.object({ at: z.date() }))).toThrow(/unsupported schema type 'date'/);
    expect(() => arbitraryOf(z.string().ipv4())).toThrow(/unsupported string format 'ipv4'/);
  });
});
