import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import {
  createMember,
  createTenant,
  login,
  signedInLearner,
  type TestTenant,
} from '../../test/factories';
import { sampleJpeg, samplePng } from '../../test/sample-files';
import { uniqueIp } from '../../test/sms-factories';
import { filesInFolder } from '../../test/upload-folder';
import { buildTestApp, type Envelope, type TestApp } from '../../test/test-app';

/**
 * Issue 17, docs/decisions/0022: uploads are counted per client address and per tenant before
 * login, per learner after, before their bodies are read; a tenant's stored uploads stay within
 * its quota. Racing uploads are held to exactly the limits.
 */

const RATES: Config['uploadRates'] = {
  publicPerAddress: { points: 5, windowSeconds: 10 * 60 },
  publicPerTenant: { points: 8, windowSeconds: 60 * 60 },
  perLearner: { points: 6, windowSeconds: 10 * 60 },
};
/** Room for three of the sample PNG and half of a fourth. */
const QUOTA_BYTES = Math.round(samplePng().length * 3.5);

const jpeg = { content: sampleJpeg(), name: 'a.jpg' };

const BOUNDARY = 'zzz';
/** A form whose file part ends before its closing boundary: a 400 once its body is read. */
const truncatedForm = (fields: Record<string, string> = {}) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('') +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nAAAA`;

type Upload = {
  fields?: Record<string, string>;
  token?: string;
  remoteAddress?: string;
  /** The sample PNG unless given. */
  file?: { content: Buffer; name: string };
  /** The fields after the file rather than before it. */
  fileFirst?: boolean;
};

const upload = async (test: TestApp, options: Upload) => {
  const data = new FormData();
  const fields = Object.entries(options.fields ?? {});
  const file = options.file ?? { content: samplePng(), name: 'a.png' };
  const appendFields = () => fields.forEach(([name, value]) => data.append(name, value));
  if (!options.fileFirst) appendFields();
  data.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  if (options.fileFirst) appendFields();
  const response = await test.app.inject({
    method: 'POST',
    url: options.token ? '/h5/api/sys/uploadFile' : '/h5/api/sys/upload/public',
    headers: options.token ? { authorization: options.token } : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: data,
  });
  return { status: response.statusCode, headers: response.headers, ...response.json<Envelope>() };
};

const racing = (test: TestApp, count: number, options: (index: number) => Upload) =>
  Promise.all(Array.from({ length: count }, (_, index) => upload(test, options(index))));

const countOf = (answers: { code: string }[], code: string) =>
  answers.filter((answer) => answer.code === code).length;

const storedFiles = (test: TestApp) => filesInFolder(test.config.uploadDir);

const storedBytesOf = async (test: TestApp, tenant: TestTenant) => {
  const rows = await test.db
    .selectFrom('uploads')
    .select('size')
    .where('tenant_id', '=', tenant.id)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.size), 0);
};

describe('upload rates', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ rateLimits: true, uploadRates: RATES });
  });
  afterAll(() => test.close());

  it('takes exactly 5 of 12 racing public uploads of one address, answering the rest 300111 with the wait', async () => {
    const tenant = await createTenant(test.db);
    const filesBefore = storedFiles(test);
    const ip = uniqueIp();
    const answers = await racing(test, 12, () => ({
      fields: { factoryCode: tenant.factoryCode },
      remoteAddress: ip,
    }));
    expect(countOf(answers, '200')).toBe(RATES.publicPerAddress.points);
    expect(countOf(answers, '300111')).toBe(12 - RATES.publicPerAddress.points);
    for (const refusal of answers.filter((answer) => answer.code === '300111')) {
      expect(refusal.body).toBeGreaterThan(RATES.publicPerAddress.windowSeconds - 5);
      expect(refusal.body).toBeLessThanOrEqual(RATES.publicPerAddress.windowSeconds);
      expect(refusal.headers['retry-after']).toBe(String(refusal.body));
    }
    expect(storedFiles(test)).toBe(filesBefore + RATES.publicPerAddress.points);
    // Another address still uploads.
    expect((await upload(test, { fields: { factoryCode: tenant.factoryCode } })).code).toBe('200');
  });

  it('refuses an address whose uploads are spent before reading the body', async () => {
    const tenant = await createTenant(test.db);
    const ip = uniqueIp();
    await racing(test, RATES.publicPerAddress.points, () => ({
      fields: { factoryCode: tenant.factoryCode },
      remoteAddress: ip,
    }));
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/upload/public',
      remoteAddress: ip,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: truncatedForm({ factoryCode: tenant.factoryCode }),
    });
    // A body that was read would answer 400: this one was refused unread.
    expect(response.json<Envelope>().code).toBe('300111');
  });

  it('takes exactly 8 of 12 racing public uploads of one tenant from as many addresses', async () => {
    const tenant = await createTenant(test.db);
    const answers = await racing(test, 12, (index) => ({
      fields: { factoryCode: tenant.factoryCode },
      remoteAddress: uniqueIp(),
      fileFirst: index % 2 === 0,
    }));
    expect(countOf(answers, '200')).toBe(RATES.publicPerTenant.points);
    expect(countOf(answers, '300111')).toBe(12 - RATES.publicPerTenant.points);
    expect(await storedBytesOf(test, tenant)).toBe(
      RATES.publicPerTenant.points * samplePng().length,
    );
  });

  it('refuses a spent tenant before reading the file when the form names the tenant first', async () => {
    const tenant = await createTenant(test.db);
    await racing(test, RATES.publicPerTenant.points, () => ({
      fields: { factoryCode: tenant.factoryCode },
      remoteAddress: uniqueIp(),
    }));
    const filesBefore = storedFiles(test);
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/upload/public',
      remoteAddress: uniqueIp(),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: truncatedForm({ factoryCode: tenant.factoryCode }),
    });
    expect(response.json<Envelope>().code).toBe('300111');
    const fileFirst = await upload(test, {
      fields: { factoryCode: tenant.factoryCode },
      remoteAddress: uniqueIp(),
      fileFirst: true,
    });
    expect(fileFirst.code).toBe('300111');
    expect(storedFiles(test)).toBe(filesBefore);
  });

  it('takes exactly 6 of 10 racing uploads of one learner, holding back no other learner', async () => {
    const tenant = await createTenant(test.db);
    const [first, second] = await Promise.all([
      signedInLearner(test, tenant),
      signedInLearner(test, tenant),
    ]);
    const answers = await racing(test, 10, () => ({ token: first.token }));
    expect(countOf(answers, '200')).toBe(RATES.perLearner.points);
    expect(countOf(answers, '300111')).toBe(10 - RATES.perLearner.points);
    expect(answers.find((answer) => answer.code === '300111')?.headers['retry-after']).toMatch(
      /^\d+$/,
    );
    expect((await upload(test, { token: second.token })).code).toBe('200');
    const refusedUnread = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/uploadFile',
      headers: {
        authorization: first.token,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: truncatedForm(),
    });
    expect(refusedUnread.json<Envelope>().code).toBe('300111');
  });
});

describe('the storage quota of a tenant, with RATE_LIMITS=off', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({
      rateLimits: false,
      uploadRates: RATES,
      uploadQuotaBytes: QUOTA_BYTES,
    });
  });
  afterAll(() => test.close());

  it('lifts the upload rates', async () => {
    const tenant = await createTenant(test.db);
    const { token } = await signedInLearner(test, tenant);
    const ip = uniqueIp();
    const publicAnswers = await racing(test, 12, () => ({
      fields: { factoryCode: tenant.factoryCode },
      remoteAddress: ip,
      file: jpeg,
    }));
    const memberAnswers = await racing(test, 12, () => ({ token, file: jpeg }));
    expect(countOf([...publicAnswers, ...memberAnswers], '200')).toBe(24);
  });

  it('keeps exactly as many racing uploads as fit, answering the rest 300370 with 413', async () => {
    const tenant = await createTenant(test.db);
    const tokens = await Promise.all(
      Array.from({ length: 3 }, async () => login(test.app, await createMember(test.db, tenant))),
    );
    const filesBefore = storedFiles(test);
    const answers = await racing(test, 8, (index) =>
      index % 4 === 3
        ? { fields: { factoryCode: tenant.factoryCode }, remoteAddress: uniqueIp() }
        : { token: tokens[index % 3] },
    );
    expect(countOf(answers, '200')).toBe(3);
    const refusals = answers.filter((answer) => answer.code !== '200');
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 413, code: '300370', body: null });
    }
    expect(await storedBytesOf(test, tenant)).toBe(3 * samplePng().length);
    expect(storedFiles(test)).toBe(filesBefore + 3);

    // A file that still fits is kept; another tenant has a quota of its own.
    expect((await upload(test, { token: tokens[0], file: jpeg })).code).toBe('200');
    const otherTenant = await createTenant(test.db);
    expect((await upload(test, { fields: { factoryCode: otherTenant.factoryCode } })).code).toBe(
      '200',
    );
  });

  it('refuses at once, before reading the body, once the quota is used up', async () => {
    const tenant = await createTenant(test.db);
    const { token } = await signedInLearner(test, tenant);
    await racing(test, 3, () => ({ token }));
    // The room left is less than a file; what follows needs none left at all.
    await test.db
      .updateTable('uploads')
      .set({ size: QUOTA_BYTES })
      .where('tenant_id', '=', tenant.id)
      .execute();
    const requests: {
      url: string;
      headers: Record<string, string>;
      fields: Record<string, string>;
    }[] = [
      { url: '/h5/api/sys/uploadFile', headers: { authorization: token }, fields: {} },
      {
        url: '/h5/api/sys/upload/public',
        headers: {},
        fields: { factoryCode: tenant.factoryCode },
      },
    ];
    for (const request of requests) {
      const response = await test.app.inject({
        method: 'POST',
        url: request.url,
        headers: {
          ...request.headers,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: truncatedForm(request.fields),
      });
      // A body that was read would answer 400: these were refused unread.
      expect(response.statusCode, request.url).toBe(413);
      expect(response.json(), request.url).toEqual({ code: '300370', body: null });
    }
  });
});
