import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_IMAGE_HEIGHT,
  CERTIFICATE_IMAGE_WIDTH,
} from '@lectern/contracts/certificates/certificate';
import type { TGetCertificateFindResponse } from '@lectern/contracts/certificates/get-certificate-find';
import type { TGetCertificateListResponse } from '@lectern/contracts/certificates/get-certificate-list';
import { formatCertificateNumber } from '@lectern/contracts/common/certificate-number';
import { CertificateKind } from '@lectern/contracts/common/certificates';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { createCertificateTemplate, issueCertificate } from '../../test/certificate-factories';
import { createMember, createTenant, login, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height in a PNG's header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const list = (token: string, query: Record<string, string> = {}) =>
  callApi<TGetCertificateListResponse>(test.app, { path: '/cert/list', token, query }).then(
    ({ envelope }) => envelope,
  );
const find = (factoryCode: string, number: string) =>
  callApi<TGetCertificateFindResponse>(test.app, {
    path: '/cert/find',
    query: { factoryCode, number },
  }).then(({ envelope }) => envelope);
const image = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  test.app.inject({ url: '/h5/api/cert/image', query, headers });

const learnerOf = async (tenant: TestTenant, nickName = '王小明') => {
  const member = await createMember(test.db, tenant, { nickName });
  return { member, token: await login(test.app, member) };
};

const storedImageKey = async (number: string) =>
  (
    await test.db
      .selectFrom('certificates')
      .select('image_key')
      .where('number', '=', number)
      .executeTakeFirstOrThrow()
  ).image_key;

describe('GET /cert/list', () => {
  it('pages the learner’s certificates, newest first, with their images', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await learnerOf(tenant);
    const neighbour = await createMember(test.db, tenant);
    const issued = [];
    for (let index = 0; index < 12; index++) {
      issued.push(
        await issueCertificate(test.db, member, {
          title: `Course ${index}`,
          issuedAt: Date.UTC(2026, 0, 1 + index),
        }),
      );
    }
    await issueCertificate(test.db, member, {
      title: 'Hidden until released',
      issuedAt: Date.now() + 3_600_000,
    });
    await issueCertificate(test.db, neighbour, { title: 'Neighbour' });

    const first = await list(token);
    expect(first.code).toBe('200');
    expect(first.body.total).toBe(12);
    expect(first.body.list).toHaveLength(10);
    const newest = issued[11]!;
    expect(first.body.list[0]).toEqual({
      certificateId: newest.certificateId,
      number: formatCertificateNumber(newest.number),
      kind: CertificateKind.COURSE,
      title: 'Course 11',
      learnerName: '王小明',
      issueTime: Date.UTC(2026, 0, 12),
      imageUrl: `/h5/api/cert/image?number=${newest.number}`,
    });
    const second = await list(token, { pageNum: '2' });
    expect(second.body.list.map((certificate) => certificate.title)).toEqual([
      'Course 1',
      'Course 0',
    ]);
  });

  it('answers 403 without a session', async () => {
    const { envelope } = await callApi(test.app, { path: '/cert/list' });
    expect(envelope.code).toBe('403');
  });
});

describe('GET /cert/find', () => {
  it('shows a valid certificate with the learner’s name masked, however the number is typed', async () => {
    const tenant = await createTenant(test.db, { sysName: 'Acme Academy' });
    const { member } = await learnerOf(tenant);
    const { number } = await issueCertificate(test.db, member, {
      kind: CertificateKind.EXAM,
      title: '信息安全考试',
      issuedAt: 1_700_000_000_000,
    });
    const expected = {
      valid: true,
      certificate: {
        number: formatCertificateNumber(number),
        kind: 'exam',
        title: '信息安全考试',
        learnerName: '王*明',
        issueTime: 1_700_000_000_000,
        issuerName: 'Acme Academy',
        imageUrl: `/h5/api/cert/image?factoryCode=${tenant.factoryCode}&number=${number}`,
      },
    };

    expect(await find(tenant.factoryCode, number)).toEqual({ code: '200', body: expected });
    const typed = ` ${formatCertificateNumber(number).toLowerCase().replaceAll('-', ' ')} `;
    expect((await find(tenant.factoryCode, typed)).body).toEqual(expected);
  });

  it('names the template’s issuer', async () => {
    const tenant = await createTenant(test.db);
    await createCertificateTemplate(test.db, tenant, { issuerName: 'Training Centre' });
    const { member } = await learnerOf(tenant);
    const { number } = await issueCertificate(test.db, member);
    expect((await find(tenant.factoryCode, number)).body.certificate?.issuerName).toBe(
      'Training Centre',
    );
  });

  it('answers another tenant’s number, an unknown tenant or number, and a later one as invalid', async () => {
    const tenant = await createTenant(test.db);
    const other = await createTenant(test.db);
    const { member } = await learnerOf(tenant);
    const { number } = await issueCertificate(test.db, member);
    const later = await issueCertificate(test.db, member, { issuedAt: Date.now() + 3_600_000 });
    const invalid = { code: '200', body: { valid: false, certificate: null } };

    expect(await find(other.factoryCode, number)).toEqual(invalid);
    expect(await find('no-such-tenant', number)).toEqual(invalid);
    expect(await find(tenant.factoryCode, '0000-0000-0000-0000')).toEqual(invalid);
    expect(await find(tenant.factoryCode, 'not a number')).toEqual(invalid);
    expect(await find(tenant.factoryCode, later.number)).toEqual(invalid);
  });

  it('asks for the tenant and the number', async () => {
    const { envelope } = await callApi(test.app, { path: '/cert/find', query: { number: 'x' } });
    expect(envelope).toEqual({ code: ErrorCode.REQUIRED_PARAMETER_EMPTY, body: 'factoryCode' });
  });
});

describe('GET /cert/image', () => {
  it('draws the certificate as a PNG for anyone with the tenant and number, once', async () => {
    const tenant = await createTenant(test.db);
    const { member } = await learnerOf(tenant);
    const { number } = await issueCertificate(test.db, member);

    const first = await image({ factoryCode: tenant.factoryCode, number });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-disposition']).toContain(
      `certificate-${formatCertificateNumber(number)}.png`,
    );
    expect(first.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(first.rawPayload)).toEqual({
      width: CERTIFICATE_IMAGE_WIDTH,
      height: CERTIFICATE_IMAGE_HEIGHT,
    });
    const key = await storedImageKey(number);
    expect(key).toMatch(/^certificate-/);

    // Served from the storage from then on.
    const again = await image({ factoryCode: tenant.factoryCode, number });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await storedImageKey(number)).toBe(key);
  });

  it('keeps one image when the first requests arrive together', async () => {
    const tenant = await createTenant(test.db);
    const { member } = await learnerOf(tenant);
    const { number } = await issueCertificate(test.db, member);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => image({ factoryCode: tenant.factoryCode, number })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const key = await storedImageKey(number);
    expect(key).not.toBeNull();
    expect((await image({ factoryCode: tenant.factoryCode, number })).statusCode).toBe(200);
    expect(await storedImageKey(number)).toBe(key);
  });

  it('shows the holder their own by the number alone, with the header or the login cookie', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await learnerOf(tenant);
    const { number } = await issueCertificate(test.db, member);

    const byHeader = await image({ number }, { authorization: token });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.headers['content-type']).toBe('image/png');
    const byCookie = await image({ number }, { cookie: `lectern_token=${token}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('refuses another learner’s number without the tenant, and a number without a session', async () => {
    const tenant = await createTenant(test.db);
    const { member } = await learnerOf(tenant);
    const neighbour = await learnerOf(tenant, 'Neighbour');
    const outsider = await learnerOf(await createTenant(test.db), 'Outsider');
    const { number } = await issueCertificate(test.db, member);
    const notFound = { code: ErrorCode.CERTIFICATE_NOT_FOUND, body: null };

    for (const { token } of [neighbour, outsider]) {
      const answer = await image({ number }, { authorization: token });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual(notFound);
    }
    expect((await image({ number })).json()).toEqual({ code: '403', body: '403' });
    expect((await image({ number }, { authorization: 'made-up' })).json()).toMatchObject({
      code: '403',
    });
  });

  it('answers 309200 for a number the tenant did not issue', async () => {
    const tenant = await createTenant(test.db);
    const other = await createTenant(test.db);
    const { member } = await learnerOf(tenant);
    const { number } = await issueCertificate(test.db, member);
    const notFound = { code: ErrorCode.CERTIFICATE_NOT_FOUND, body: null };

    expect((await image({ factoryCode: other.factoryCode, number })).json()).toEqual(notFound);
    expect(
      (await image({ factoryCode: tenant.factoryCode, number: '0000000000000000' })).json(),
    ).toEqual(notFound);
  });
});
