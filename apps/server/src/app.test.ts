import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, endpointKey } from '@lectern/contracts/endpoints';
import { buildTestApp, callApi, type TestApp } from './test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe('the protocol of spec §7', () => {
  it('answers an unknown API path with HTTP 404 and an envelope', async () => {
    const { status, envelope, headers } = await callApi(test.app, { path: '/no/such/call' });
    expect(status).toBe(404);
    expect(envelope).toEqual({ code: '300213', body: null });
    expect(headers.overall).toBe(test.config.releaseId);
  });

  it('sends the Overall header on every answer, failures included', async () => {
    const answers = await Promise.all([
      callApi(test.app, { path: '/login/getFactoryInfo' }),
      callApi(test.app, { path: '/mine/memberInfo' }),
      callApi(test.app, { path: '/login/createOn', query: { factoryCode: '' } }),
    ]);
    for (const { headers } of answers) expect(headers.overall).toBe(test.config.releaseId);
  });

  it('names the first missing parameter with 300211', async () => {
    const missing = await callApi(test.app, { path: '/login/getFactoryInfo' });
    expect(missing.status).toBe(200);
    expect(missing.envelope).toEqual({ code: '300211', body: 'factoryCode' });

    const empty = await callApi(test.app, { path: '/login/userVer', query: { factoryCode: '' } });
    expect(empty.envelope).toEqual({ code: '300211', body: 'factoryCode' });

    const noBody = await callApi(test.app, {
      method: 'POST',
      path: '/questionType/getQuestionTypes',
    });
    expect(noBody.envelope).toEqual({ code: '300211', body: 'factoryCode' });

    const wrongType = await callApi(test.app, {
      path: '/questionType/getQuestionTypes',
      body: { factoryCode: 100100 },
    });
    expect(wrongType.envelope).toEqual({ code: '300211', body: 'factoryCode' });
  });

  it('answers malformed JSON with HTTP 400 and 300211 (platform/http/framework-refusals.test.ts)', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/h5/api/login/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"factoryCode":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '300211', body: 'body' });
  });

  it('redirects the site root and unknown pages to the login page', async () => {
    for (const url of ['/', '/somewhere/else']) {
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/h5/p/login');
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes exactly the endpoints of the contracts, each with its method', async () => {
    const response = await test.app.inject({ url: '/h5/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toMatch(/^3\.1/);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.slice('/h5/api'.length)}`,
      ),
    );
    expect(documented.sort()).toEqual(ALL_ENDPOINTS.map(endpointKey).sort());
  });
});

describe('an unexpected failure', () => {
  it('answers HTTP 500 with { code: "500" }', async () => {
    const broken = await buildTestApp();
    await broken.db.destroy();
    const { status, envelope, headers } = await callApi(broken.app, {
      path: '/login/getFactoryInfo',
      query: { factoryCode: '100100' },
    });
    expect(status).toBe(500);
    expect(envelope).toEqual({ code: '500', body: null });
    expect(headers.overall).toBe(broken.config.releaseId);
    await broken.close();
  });
});
