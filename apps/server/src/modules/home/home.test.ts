import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THomePage } from '@lectern/contracts/common/home-page';
import { createMember, createTenant, login } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const homePage: THomePage = {
  blocks: [
    {
      type: 'banner',
      imageUrl: '/h5/api/files/x/banner.png',
      title: 'Welcome',
      subtitle: 'Learn and take exams',
    },
    { type: 'richText', html: '<p>\\[ E = mc^2 \\]</p>' },
    { type: 'shortcuts', menuKeys: ['personal'] },
  ],
};

describe('GET /custom/homePage', () => {
  it("answers the tenant's home page", async () => {
    const tenant = await createTenant(test.db, { homePage });
    const token = await login(test.app, await createMember(test.db, tenant));
    const { envelope } = await callApi(test.app, { path: '/custom/homePage', token });
    expect(envelope).toEqual({ code: '200', body: homePage });
  });

  it('answers null when the tenant has none', async () => {
    const tenant = await createTenant(test.db);
    const token = await login(test.app, await createMember(test.db, tenant));
    const { envelope } = await callApi(test.app, { path: '/custom/homePage', token });
    expect(envelope).toEqual({ code: '200', body: null });
  });

  it('needs a session', async () => {
    const { envelope } = await callApi(test.app, { path: '/custom/homePage' });
    expect(envelope).toEqual({ code: '403', body: '403' });
  });
});
