/** Setup calls to the running server, outside the measured loads. */

type Envelope = { code?: unknown; body?: unknown };

/** Calls one endpoint and returns the envelope's body; anything but code "200" throws. */
export const callApi = async <T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> => {
  const response = await fetch(`${baseUrl}/h5/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const envelope = (await response.json()) as Envelope;
  if (!response.ok || envelope.code !== '200') {
    throw new Error(`${method} ${path}: HTTP ${response.status}, ${JSON.stringify(envelope)}`);
  }
  return envelope.body as T;
};

/** Runs `work` for every item with at most `concurrency` at a time; results in item order. */
export const mapConcurrently = async <T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
};
