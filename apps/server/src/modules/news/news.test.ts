import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGetNewsDetailResponse } from '@lectern/contracts/news/get-news-detail';
import type { TGetNewsListResponse } from '@lectern/contracts/news/get-news-list';
import {
  createMember,
  createOrganisation,
  createTenant,
  login,
  signedInLearner,
  type TestOrganisation,
  type TestTenant,
} from '../../test/factories';
import { createNewsItem } from '../../test/messages-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let sales: TestOrganisation;
let research: TestOrganisation;
let salesToken: string;
let researchToken: string;

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
  sales = await createOrganisation(test.db, tenant, { code: 'sales' });
  const salesEast = await createOrganisation(test.db, tenant, { code: 'east', parent: sales });
  research = await createOrganisation(test.db, tenant, { code: 'rd' });
  salesToken = await login(
    test.app,
    await createMember(test.db, tenant, { organisations: [salesEast] }),
  );
  researchToken = await login(
    test.app,
    await createMember(test.db, tenant, { organisations: [research] }),
  );
});
afterAll(() => test.close());

const list = async (token: string, query: Record<string, string> = {}) =>
  (await callApi<TGetNewsListResponse>(test.app, { path: '/news/list', query, token })).envelope;
const detail = async (token: string, newsId: string) =>
  (
    await callApi<TGetNewsDetailResponse>(test.app, {
      path: '/news/detail',
      query: { newsId },
      token,
    })
  ).envelope;

describe('news (spec §2 /news, /news/detail)', () => {
  let launch: string;
  let award: string;
  let openDay: string;
  let upcoming: string;

  beforeAll(async () => {
    const now = Date.now();
    award = await createNewsItem(test.db, tenant, {
      title: 'Best employer award',
      summary: 'We won.',
      coverUrl: '/h5/api/files/c1/campus.png',
      publishAt: now - 2 * HOUR_MS,
    });
    launch = await createNewsItem(test.db, tenant, {
      title: 'New platform launched',
      content: '<p><img src="/h5/api/files/c2/launch.svg" alt="Launch"></p>',
      publishAt: now - HOUR_MS,
      organisations: [sales],
      docUrls: ['/h5/api/files/d1/notes.pdf'],
      docNames: ['Release notes.pdf'],
    });
    openDay = await createNewsItem(test.db, tenant, {
      title: 'Open day',
      organisations: [research],
    });
    upcoming = await createNewsItem(test.db, tenant, {
      title: 'Next year',
      publishAt: now + HOUR_MS,
    });
  });

  it('lists the published news addressed to the learner, newest first, with covers', async () => {
    expect(await list(salesToken)).toEqual({
      code: '200',
      body: {
        list: [
          {
            newsId: launch,
            title: 'New platform launched',
            summary: '',
            coverUrl: null,
            publishTime: expect.any(Number),
          },
          {
            newsId: award,
            title: 'Best employer award',
            summary: 'We won.',
            coverUrl: '/h5/api/files/c1/campus.png',
            publishTime: expect.any(Number),
          },
        ],
        total: 2,
      },
    });
    const research = await list(researchToken);
    expect(research.body.list.map((item) => item.title)).toEqual([
      'Open day',
      'Best employer award',
    ]);
  });

  it('searches by title and pages (spec §9)', async () => {
    expect(
      (await list(salesToken, { title: 'award' })).body.list.map((item) => item.newsId),
    ).toEqual([award]);
    expect(await list(salesToken, { pageNum: '2', pageSize: '10' })).toEqual({
      code: '200',
      body: { list: [], total: 2 },
    });
  });

  it('opens a news item with its rich text and attachments', async () => {
    expect(await detail(salesToken, launch)).toEqual({
      code: '200',
      body: {
        newsId: launch,
        title: 'New platform launched',
        summary: '',
        coverUrl: null,
        content: '<p><img src="/h5/api/files/c2/launch.svg" alt="Launch"></p>',
        publishTime: expect.any(Number),
        docUrls: ['/h5/api/files/d1/notes.pdf'],
        docNames: ['Release notes.pdf'],
      },
    });
  });

  it('answers an unaddressed, unpublished or foreign item like a missing one', async () => {
    const other = await signedInLearner(test);
    const foreign = await createNewsItem(test.db, other.tenant);
    for (const newsId of [openDay, upcoming, foreign]) {
      expect(await detail(salesToken, newsId)).toEqual({ code: '300213', body: null });
    }
    expect(await detail(researchToken, launch)).toEqual({ code: '300213', body: null });
  });
});
