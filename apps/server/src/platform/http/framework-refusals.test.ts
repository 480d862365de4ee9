import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../../test/factories';
import { samplePng } from '../../test/sample-files';
import { buildTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
/** The same app listening on a real port: what Node refuses never reaches `inject`. */
let origin: string;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(() => test.close());

/** Headers every refusal carries, whoever makes it. */
const expectRefusalHeaders = (headers: Headers | Record<string, unknown>) => {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  expect(get('overall')).toBe(test.config.releaseId);
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  expect(get('content-type')).toBe('application/json; charset=utf-8');
};

/** Sends `request` as written on a fresh connection and reads until the server closes it. */
const sendRaw = async (request: string) => {
  const socket = connect(Number(new URL(origin).port), '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  socket.write(request);
  await once(socket, 'close');
  const [head = '', ...rest] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    ),
    envelope: JSON.parse(rest.join('\r\n\r\n')) as unknown,
  };
};

const postLogin = (headers: Record<string, string>, payload: string) =>
  test.app.inject({ method: 'POST', url: '/h5/api/login/login', headers, payload });

describe('refusals of a body Fastify cannot read', () => {
  it('answers malformed JSON with 400 and 300211 naming the body', async () => {
    const response = await postLogin({ 'content-type': 'application/json' }, '{"factoryCode":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '300211', body: 'body' });
    expectRefusalHeaders(response.headers);
  });

  it('answers JSON with a __proto__ key with 400 and 300211', async () => {
    const response = await postLogin(
      { 'content-type': 'application/json' },
      '{"__proto__":{"admin":true},"factoryCode":"1"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '300211', body: 'body' });
  });

  it('answers a media type it has no parser for with 415 and 300211', async () => {
    const response = await postLogin({ 'content-type': 'application/xml' }, '<login/>');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: '300211', body: 'body' });
  });

  it('answers a JSON body over the 2 MiB limit with 413 and 300211', async () => {
    const payload = JSON.stringify({ factoryCode: 'x'.repeat(2 * 1024 * 1024) });
    const response = await postLogin({ 'content-type': 'application/json' }, payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: '300211', body: 'body' });
  });

  it('answers a body shorter than its Content-Length with 400 and 300211', async () => {
    const response = await postLogin(
      { 'content-type': 'application/json', 'content-length': '40' },
      '{"factoryCode":"1"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '300211', body: 'body' });
  });

  it('keeps business refusals and missing parameters at HTTP 200 (spec §7)', async () => {
    const missing = await postLogin({ 'content-type': 'application/json' }, '{}');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ code: '300100', body: null });
    const wrong = await postLogin(
      { 'content-type': 'application/json' },
      JSON.stringify({ factoryCode: tenant.factoryCode, userCode: 'nobody', password: 'wrong-1' }),
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json<{ code: string }>().code).toMatch(/^3\d{5}$/);
  });
});

describe('refusals of a URL the router cannot match', () => {
  it('answers a 5,000-character path parameter with 414 and 300213', async () => {
    const response = await fetch(`${origin}/h5/api/files/${'a'.repeat(5_000)}/photo.png`);
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({ code: '300213', body: null });
    expectRefusalHeaders(response.headers);
  });

  it('answers a broken percent-encoding in the path with 400 and 300213', async () => {
    const response = await fetch(`${origin}/h5/api/files/abc/%E0%A4%A.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: '300213', body: null });
    expectRefusalHeaders(response.headers);
  });

  it('serves a file whose stored name is the longest kept, 200 characters', async () => {
    const data = new FormData();
    data.append('factoryCode', tenant.factoryCode);
    data.append('file', new Blob([new Uint8Array(samplePng())]), `${'😀'.repeat(300)}.png`);
    const uploaded = await fetch(`${origin}/h5/api/sys/upload/public`, {
      method: 'POST',
      body: data,
    });
    const { code, body } = (await uploaded.json()) as { code: string; body: string };
    expect(code).toBe('200');
    expect([...decodeURIComponent(body.split('/').pop() ?? '')]).toHaveLength(200);
    const served = await fetch(body.replace(/^https?:\/\/[^/]+/, origin));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

describe("what Node's HTTP parser refuses before Fastify", () => {
  const query = (bytes: number) =>
    `${origin}/h5/api/login/getFactoryInfo?factoryCode=${tenant.factoryCode}&padding=${'p'.repeat(bytes)}`;

  it('lets a query of 15 KB through to the API', async () => {
    const response = await fetch(query(15_000));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: string }).code).toBe('200');
  });

  it('answers a query over the 16 KiB header limit with 431 and 300211 naming the headers', async () => {
    for (const bytes of [20_000, 64_000, 1_000_000]) {
      const response = await fetch(query(bytes));
      expect(response.status, `${bytes} bytes`).toBe(431);
      expect(await response.json()).toEqual({ code: '300211', body: 'headers' });
      expectRefusalHeaders(response.headers);
    }
  });

  it('answers a request it cannot parse with 400 and 300211 naming the request', async () => {
    const answer = await sendRaw(
      'POST /h5/api/login/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: twelve\r\n\r\n{}',
    );
    expect(answer.status).toBe(400);
    expect(answer.envelope).toEqual({ code: '300211', body: 'request' });
    expectRefusalHeaders(answer.headers);
  });

  it('keeps serving after its refusals', async () => {
    const response = await fetch(query(10));
    expect(response.status).toBe(200);
  });
});
