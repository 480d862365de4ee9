import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { samplePng } from '../../test/sample-files';
import { filesInFolder } from '../../test/upload-folder';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 17, docs/decisions/0021: a broken multipart body is answered at once with a catalogue
 * code and a 4xx status, and leaves no file and no open descriptor behind.
 */

/** Small enough to test the size limit without a large body. */
const MAX_BYTES = 16 * 1024;
const BOUNDARY = 'zzz';

let test: TestApp;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  // Every body here is counted by the upload rates; uploads.limits.test.ts tests those.
  test = await buildTestApp({ uploadMaxBytes: MAX_BYTES, rateLimits: false });
  tenant = await createTenant(test.db);
  ({ token } = await signedInLearner(test, tenant));
});
afterAll(() => test.close());

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, fileName: string, content: Buffer | string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const closing = `--${BOUNDARY}--\r\n`;
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

type Route = { name: string; url: string; headers: () => Record<string, string>; fields: string };
const routes: Route[] = [
  {
    name: 'signed in',
    url: '/h5/api/sys/uploadFile',
    headers: () => ({ authorization: token }),
    fields: fieldPart('fileType', '1'),
  },
  {
    name: 'public',
    url: '/h5/api/sys/upload/public',
    headers: () => ({}),
    get fields() {
      return fieldPart('factoryCode', tenant.factoryCode);
    },
  },
];

const send = (route: Route, body: Buffer | string, contentType = multipart) =>
  test.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...route.headers(), 'content-type': contentType },
    payload: body,
  });

/** Files in the upload folder, in every shard. */
const storedFiles = () => filesInFolder(test.config.uploadDir);
const openDescriptors = () => readdirSync('/proc/self/fd').length;

/** Each broken body, as every upload route receives it. */
const brokenBodies = (route: Route) => {
  const png = samplePng();
  return [
    {
      body: `cut off before its closing boundary`,
      payload: Buffer.concat([Buffer.from(route.fields), filePart('file', 'a.png', png)]).subarray(
        0,
        route.fields.length + 200,
      ),
      status: 400,
      envelope: { code: '300211', body: 'file' },
    },
    {
      body: 'cut off inside a field',
      payload: route.fields.slice(0, -10),
      status: 400,
      envelope: { code: '300211', body: 'file' },
    },
    {
      body: 'without a boundary',
      payload: Buffer.concat([Buffer.from(route.fields), filePart('file', 'a.png', png)]),
      contentType: 'multipart/form-data',
      status: 400,
      envelope: { code: '300211', body: 'file' },
    },
    {
      body: 'of garbage',
      payload: 'garbage garbage garbage',
      status: 400,
      envelope: { code: '300211', body: 'file' },
    },
    {
      body: 'of random bytes',
      payload: Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7919) % 256)),
      status: 400,
      envelope: { code: '300211', body: 'file' },
    },
    {
      body: 'with a file part that has no file name',
      payload: `${route.fields}${fieldPart('file', 'not a file')}${closing}`,
      status: 400,
      envelope: { code: '300211', body: 'file' },
    },
    {
      body: 'with fields only',
      payload: `${route.fields}${closing}`,
      status: 400,
      envelope: { code: '300211', body: 'file' },
    },
    {
      body: 'with a file over UPLOAD_MAX_MB',
      payload: Buffer.concat([
        Buffer.from(route.fields),
        filePart('file', 'huge.png', Buffer.concat([png, Buffer.alloc(MAX_BYTES)])),
        Buffer.from(closing),
      ]),
      status: 413,
      envelope: { code: '300370', body: null },
    },
    {
      body: 'with two files',
      payload: Buffer.concat([
        Buffer.from(route.fields),
        filePart('file', 'a.png', png),
        filePart('file', 'b.png', png),
        Buffer.from(closing),
      ]),
      status: 413,
      envelope: { code: '300370', body: null },
    },
    {
      body: 'that is JSON, not a form',
      payload: JSON.stringify({ file: 'a.png' }),
      contentType: 'application/json',
      status: 415,
      envelope: { code: '300211', body: 'file' },
    },
  ];
};

describe.each(routes)('a broken upload body ($name)', (route) => {
  it('is answered with a catalogue code and a 4xx status, keeping no file', async () => {
    const filesBefore = storedFiles();
    for (const { body, payload, contentType, status, envelope } of brokenBodies(route)) {
      const response = await send(route, payload, contentType);
      expect(response.statusCode, body).toBe(status);
      expect(response.json(), body).toEqual(envelope);
    }
    expect(storedFiles()).toBe(filesBefore);
    expect(await test.db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });

  it('leaves no open descriptor and no partial file after 20 truncated bodies', async () => {
    const truncated = Buffer.concat([
      Buffer.from(route.fields),
      filePart('file', 'a.png', samplePng()),
    ]).subarray(0, route.fields.length + 300);
    // Once first, so what the first request opens for good (database connections) is counted.
    await send(route, truncated);
    const [descriptorsBefore, filesBefore] = [openDescriptors(), storedFiles()];
    for (let request = 0; request < 20; request += 1) {
      expect((await send(route, truncated)).statusCode).toBe(400);
    }
    expect(openDescriptors()).toBeLessThanOrEqual(descriptorsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('still takes a whole form afterwards', async () => {
    const response = await send(
      route,
      Buffer.concat([
        Buffer.from(route.fields),
        filePart('file', 'a.png', samplePng()),
        Buffer.from(closing),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ code: string }>().code).toBe('200');
    await test.db.deleteFrom('uploads').execute();
  });
});
