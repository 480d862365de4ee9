/**
 * A value already serialized, sent as it is in many responses: a paper's questions go to every
 * learner who loads it, and serializing them again for each took a quarter of the server's CPU
 * while 5,000 learners started an exam (docs/decisions/0020). The type parameter is the value the
 * text stands for, so a response body keeps its contract's type.
 */
export class JsonText<T> {
  declare private readonly value: T;

  constructor(readonly text: string) {}

  static of<T>(value: T) {
    return new JsonText<T>(JSON.stringify(value));
  }

  /** Anywhere else (logs, checks), it serializes as the value it stands for. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** A response body whose top-level fields may each be given as `JsonText`. */
export type WithJsonText<T> = T extends object ? { [K in keyof T]: T[K] | JsonText<T[K]> } : T;

const hasJsonText = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.values(body).some((value) => value instanceof JsonText);

/**
 * `JSON.stringify(envelope)`, with the `JsonText` fields of `body` spliced in as they are; null
 * when the body has none, so the usual serializer runs.
 */
export const envelopeJsonWithText = (envelope: { code: string; body: unknown }) => {
  const { body } = envelope;
  if (!hasJsonText(body)) return null;
  const fields = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`,
    );
  return `{"code":${JSON.stringify(envelope.code)},"body":{${fields.join(',')}}}`;
};
