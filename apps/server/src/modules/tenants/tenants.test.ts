import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionTypes } from '@lectern/contracts/common/enums';
import { createTenant, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db, {
    sysName: 'Harbour Academy',
    sysLogoUrl: '/h5/api/files/abc/logo.png',
    mainColor: '#1F7A8C',
    userVersion: 12,
    edition: 'exam',
    modules: ['exams', 'practice'],
    registrationEnabled: true,
    questionTypeNames: { '1': 'Pick one', '12': 'Rating' },
  });
});
afterAll(() => test.close());

describe('GET /login/createOn', () => {
  it('answers the server time for a known tenant', async () => {
    const before = Date.now();
    const { envelope } = await callApi<{ serverTime: number }>(test.app, {
      path: '/login/createOn',
      query: { factoryCode: tenant.factoryCode, pTime: String(before) },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.serverTime).toBeGreaterThanOrEqual(before);
  });

  it('answers 300213 for an unknown tenant and the time when none is given', async () => {
    const unknown = await callApi(test.app, {
      path: '/login/createOn',
      query: { factoryCode: '1' },
    });
    expect(unknown.envelope).toEqual({ code: '300213', body: null });
    const none = await callApi(test.app, { path: '/login/createOn', query: { factoryCode: '' } });
    expect(none.envelope.code).toBe('200');
  });
});

describe('GET /login/getFactoryInfo', () => {
  it("answers the tenant's branding and rules", async () => {
    const { envelope } = await callApi(test.app, {
      path: '/login/getFactoryInfo',
      query: { factoryCode: tenant.factoryCode },
    });
    expect(envelope).toEqual({
      code: '200',
      body: {
        factoryCode: tenant.factoryCode,
        sysName: 'Harbour Academy',
        sysLogoUrl: '/h5/api/files/abc/logo.png',
        customStyle: { defaultLang: 0, pcBg: null, mainColor: '#1F7A8C', forbidTerm: [] },
        edition: 'exam',
        modules: ['exams', 'practice'],
        registrationEnabled: true,
        docViewerUrl: null,
        contentLang: 'zh-CN',
      },
    });
  });

  it('answers the language the tenant writes its content in', async () => {
    const english = await createTenant(test.db, { contentLang: 'en' });
    const { envelope } = await callApi<{ contentLang: string }>(test.app, {
      path: '/login/getFactoryInfo',
      query: { factoryCode: english.factoryCode },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.contentLang).toBe('en');
  });

  it('answers 300213 for an unknown tenant', async () => {
    const { envelope } = await callApi(test.app, {
      path: '/login/getFactoryInfo',
      query: { factoryCode: '424242424' },
    });
    expect(envelope).toEqual({ code: '300213', body: null });
  });
});

describe('GET /login/userVer', () => {
  it("answers the tenant's user version, 10 by default", async () => {
    const plain = await createTenant(test.db);
    const custom = await callApi(test.app, {
      path: '/login/userVer',
      query: { factoryCode: tenant.factoryCode },
    });
    const defaulted = await callApi(test.app, {
      path: '/login/userVer',
      query: { factoryCode: plain.factoryCode },
    });
    expect(custom.envelope).toEqual({ code: '200', body: 12 });
    expect(defaulted.envelope).toEqual({ code: '200', body: 10 });
  });
});

describe('POST /questionType/getQuestionTypes', () => {
  it('answers all 13 types keyed by code with the custom names', async () => {
    const { envelope } = await callApi<
      Record<string, { questionType: number; customName: string | null }>
    >(test.app, {
      path: '/questionType/getQuestionTypes',
      body: { factoryCode: tenant.factoryCode },
    });
    expect(envelope.code).toBe('200');
    expect(
      Object.keys(envelope.body)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(questionTypes);
    expect(envelope.body['1']).toEqual({ questionType: 1, customName: 'Pick one' });
    expect(envelope.body['12']).toEqual({ questionType: 12, customName: 'Rating' });
    expect(envelope.body['0']).toEqual({ questionType: 0, customName: null });
  });
});
