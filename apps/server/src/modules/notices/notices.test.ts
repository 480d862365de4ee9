import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGetNoticeDetailResponse } from '@lectern/contracts/notices/get-notice-detail';
import type { TGetNoticeListResponse } from '@lectern/contracts/notices/get-notice-list';
import {
  createMember,
  createOrganisation,
  createTenant,
  login,
  signedInLearner,
  type TestOrganisation,
  type TestTenant,
} from '../../test/factories';
import { createNotice } from '../../test/messages-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let sales: TestOrganisation;
let salesEast: TestOrganisation;
let research: TestOrganisation;
/** A member of sales/east, a sub-organisation of sales. */
let eastToken: string;
/** A member of research only. */
let researchToken: string;
/** A member of no organisation. */
let looseToken: string;

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
  const root = await createOrganisation(test.db, tenant, { code: 'hq' });
  sales = await createOrganisation(test.db, tenant, { code: 'sales', parent: root });
  salesEast = await createOrganisation(test.db, tenant, { code: 'east', parent: sales });
  research = await createOrganisation(test.db, tenant, { code: 'rd', parent: root });
  const signIn = async (organisations: TestOrganisation[]) =>
    login(test.app, await createMember(test.db, tenant, { organisations }));
  eastToken = await signIn([salesEast]);
  researchToken = await signIn([research]);
  looseToken = await signIn([]);
});
afterAll(() => test.close());

const list = async (token: string, query: Record<string, string> = {}) =>
  (
    await callApi<TGetNoticeListResponse>(test.app, {
      path: '/notice/list',
      query,
      token,
    })
  ).envelope;
const detail = async (token: string, noticeId: string) =>
  (
    await callApi<TGetNoticeDetailResponse>(test.app, {
      path: '/notice/detail',
      query: { noticeId },
      token,
    })
  ).envelope;
const titles = async (token: string, query: Record<string, string> = {}) =>
  (await list(token, query)).body.list.map((notice) => notice.title);

describe('notices (spec §2 /notice, /notice/detail)', () => {
  let forAll: string;
  let forSales: string;
  let forResearch: string;
  let scheduled: string;

  beforeAll(async () => {
    const now = Date.now();
    forAll = await createNotice(test.db, tenant, {
      title: 'Training plan 2027',
      content: '<p>See the handbook. \\[ S = 0.4 S_1 + 0.6 S_2 \\]</p>',
      publishAt: now - 3 * HOUR_MS,
      docUrls: ['/h5/api/files/abc/handbook.pdf', '/h5/api/files/def/map.png'],
      docNames: ['Handbook.pdf', ''],
    });
    forSales = await createNotice(test.db, tenant, {
      title: 'Sales review 100%_done',
      publishAt: now - HOUR_MS,
      organisations: [sales],
    });
    forResearch = await createNotice(test.db, tenant, {
      title: 'Code review rules',
      publishAt: now - 2 * HOUR_MS,
      organisations: [research],
    });
    scheduled = await createNotice(test.db, tenant, {
      title: 'Spring festival',
      publishAt: now + HOUR_MS,
    });
  });

  it('lists the published notices addressed to the learner, newest first', async () => {
    const answer = await list(eastToken);
    expect(answer.code).toBe('200');
    expect(answer.body).toEqual({
      list: [
        {
          noticeId: forSales,
          title: 'Sales review 100%_done',
          publishTime: expect.any(Number),
          attachmentCount: 0,
        },
        {
          noticeId: forAll,
          title: 'Training plan 2027',
          publishTime: expect.any(Number),
          attachmentCount: 2,
        },
      ],
      total: 2,
    });
  });

  it('reaches the members of the addressed organisations and of the ones below them only', async () => {
    expect(await titles(researchToken)).toEqual(['Code review rules', 'Training plan 2027']);
    expect(await titles(looseToken)).toEqual(['Training plan 2027']);
  });

  it('searches by part of the title, taking wildcards literally', async () => {
    expect(await titles(eastToken, { title: 'PLAN' })).toEqual(['Training plan 2027']);
    expect(await titles(eastToken, { title: '100%_' })).toEqual(['Sales review 100%_done']);
    expect(await titles(eastToken, { title: '%' })).toEqual(['Sales review 100%_done']);
    expect(await list(eastToken, { title: 'nothing like it' })).toMatchObject({
      body: { list: [], total: 0 },
    });
    expect(await titles(eastToken, { title: '  ' })).toHaveLength(2);
  });

  it('pages through the notices (spec §9)', async () => {
    const { tenant: own, token } = await signedInLearner(test);
    const base = Date.now() - 100 * HOUR_MS;
    for (let index = 0; index < 12; index += 1) {
      await createNotice(test.db, own, { title: `N${index}`, publishAt: base + index * HOUR_MS });
    }
    expect(await list(token, { pageNum: '2' })).toMatchObject({
      body: { list: [{ title: 'N1' }, { title: 'N0' }], total: 12 },
    });
    expect((await list(token, { pageSize: '20' })).body.list).toHaveLength(12);
    expect(await list(token, { pageSize: '7' })).toEqual({ code: '300211', body: 'pageSize' });
  });

  it('opens a notice with its rich text and attachments', async () => {
    expect(await detail(looseToken, forAll)).toEqual({
      code: '200',
      body: {
        noticeId: forAll,
        title: 'Training plan 2027',
        content: '<p>See the handbook. \\[ S = 0.4 S_1 + 0.6 S_2 \\]</p>',
        publishTime: expect.any(Number),
        docUrls: ['/h5/api/files/abc/handbook.pdf', '/h5/api/files/def/map.png'],
        docNames: ['Handbook.pdf', ''],
      },
    });
    expect((await detail(eastToken, forSales)).code).toBe('200');
  });

  it('answers an unaddressed, unpublished or foreign notice like a missing one', async () => {
    const other = await signedInLearner(test);
    const foreign = await createNotice(test.db, other.tenant, { title: 'Elsewhere' });
    expect(await detail(eastToken, forResearch)).toEqual({ code: '300213', body: null });
    expect(await detail(looseToken, forSales)).toEqual({ code: '300213', body: null });
    expect(await detail(eastToken, scheduled)).toEqual({ code: '300213', body: null });
    expect(await detail(eastToken, foreign)).toEqual({ code: '300213', body: null });
    expect(await detail(eastToken, 'no-such-notice')).toEqual({ code: '300213', body: null });
    expect(await titles(other.token)).toEqual(['Elsewhere']);
  });

  it('needs a session and a noticeId', async () => {
    expect((await callApi(test.app, { path: '/notice/list' })).envelope.code).toBe('403');
    expect(
      (await callApi(test.app, { path: '/notice/detail', token: eastToken })).envelope,
    ).toEqual({ code: '300211', body: 'noticeId' });
  });
});
