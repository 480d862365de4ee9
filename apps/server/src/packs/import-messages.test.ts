import { mkdtempSync, rmSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGetInmailListResponse } from '@lectern/contracts/messages/get-inmail-list';
import type { TGetNewsDetailResponse } from '@lectern/contracts/news/get-news-detail';
import type { TGetNewsListResponse } from '@lectern/contracts/news/get-news-list';
import type { TGetNoticeDetailResponse } from '@lectern/contracts/notices/get-notice-detail';
import type { TGetNoticeListResponse } from '@lectern/contracts/notices/get-notice-list';
import { ZContentPack, type TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { importPackFile, type PackImportDeps } from './import-pack';

let test: TestApp;
let deps: PackImportDeps;
let folder: string;

const DAY_MS = 86_400_000;
const past = Date.now() - 10 * DAY_MS;

beforeAll(async () => {
  test = await buildTestApp();
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
  folder = mkdtempSync(join(tmpdir(), 'lectern-pack-'));
  mkdirSync(join(folder, 'files'));
  copyFileSync(
    new URL('./demo/assets/learner-handbook.pdf', import.meta.url),
    join(folder, 'files', 'h.pdf'),
  );
  copyFileSync(
    new URL('./demo/assets/campus.png', import.meta.url),
    join(folder, 'files', 'c.png'),
  );
});
afterAll(async () => {
  await test.close();
  rmSync(folder, { recursive: true, force: true });
});

const writePack = (pack: TContentPackInput) => {
  const file = join(folder, 'pack.json');
  writeFileSync(file, JSON.stringify(pack));
  return file;
};

const basePack = (overrides: Partial<TContentPackInput> = {}): TContentPackInput => ({
  version: 1,
  tenant: { factoryCode: '400400', sysName: 'Messages' },
  organisations: [
    { code: 'sales', name: 'Sales', children: [{ code: 'east', name: 'East' }] },
    { code: 'rd', name: 'R&D' },
  ],
  members: [
    { userCode: 'ann', nickName: 'Ann', password: 'password-a', organisations: ['east'] },
    { userCode: 'ben', nickName: 'Ben', password: 'password-b', organisations: ['rd'] },
  ],
  inmailMessages: [
    {
      code: 'hello',
      title: 'Hello',
      content: '<p>Hi</p>',
      sendTime: past,
      recipients: ['ann', 'ben'],
      readBy: ['ann'],
    },
    {
      code: 'reminder',
      title: 'Reminder',
      content: '<p><img src="asset:files/c.png"></p>',
      sendTime: past + DAY_MS,
      recipients: ['ann'],
    },
  ],
  notices: [
    {
      code: 'plan',
      title: 'Plan',
      content: '<p>Plan</p>',
      publishTime: past,
      docUrls: ['asset:files/h.pdf'],
      docNames: ['Handbook.pdf'],
    },
    {
      code: 'sales-only',
      title: 'Sales only',
      content: '<p>S</p>',
      publishTime: past,
      organisations: ['sales'],
    },
  ],
  news: [
    {
      code: 'launch',
      title: 'Launch',
      content: '<p><img src="asset:files/c.png" alt="c"></p>',
      coverUrl: 'asset:files/c.png',
      publishTime: past,
    },
  ],
  ...overrides,
});

const signIn = async (userCode: string, password: string) => {
  const { envelope } = await callApi<{ tokenValue: string }>(test.app, {
    path: '/login/login',
    body: { factoryCode: '400400', userCode, password },
  });
  return envelope.body.tokenValue;
};
const inbox = async (token: string) =>
  (await callApi<TGetInmailListResponse>(test.app, { path: '/mine/listInmail', token })).envelope
    .body;

describe('importing in-mail messages, notices and news', () => {
  it('sends messages to their recipients, resolves assets and addresses notices', async () => {
    const summary = await importPackFile(deps, writePack(basePack()));
    expect(summary).toMatchObject({ inmailMessages: 2, notices: 2, news: 1 });
    const ann = await signIn('ann', 'password-a');
    const ben = await signIn('ben', 'password-b');

    const annInbox = await inbox(ann);
    expect(annInbox.list.map((message) => [message.title, message.readTime === null])).toEqual([
      ['Reminder', true],
      ['Hello', false],
    ]);
    expect(annInbox.list[0]?.content).toMatch(
      /^<p><img src="\/h5\/api\/files\/[\w-]+\/c\.png"><\/p>$/,
    );
    expect((await inbox(ben)).list.map((message) => message.title)).toEqual(['Hello']);

    const notices = (
      await callApi<TGetNoticeListResponse>(test.app, { path: '/notice/list', token: ann })
    ).envelope.body.list;
    expect(notices.map((notice) => notice.title).sort()).toEqual(['Plan', 'Sales only']);
    const plan = notices.find((notice) => notice.title === 'Plan');
    const { envelope } = await callApi<TGetNoticeDetailResponse>(test.app, {
      path: '/notice/detail',
      query: { noticeId: plan?.noticeId ?? '' },
      token: ann,
    });
    expect(envelope.body.docNames).toEqual(['Handbook.pdf']);
    const pdf = await test.app.inject({ url: envelope.body.docUrls[0] ?? '' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const benNotices = (
      await callApi<TGetNoticeListResponse>(test.app, { path: '/notice/list', token: ben })
    ).envelope.body.list;
    expect(benNotices.map((notice) => notice.title)).toEqual(['Plan']);

    const news = (await callApi<TGetNewsListResponse>(test.app, { path: '/news/list', token: ben }))
      .envelope.body.list;
    expect(news[0]?.coverUrl).toMatch(/^\/h5\/api\/files\/[\w-]+\/c\.png$/);
    const item = (
      await callApi<TGetNewsDetailResponse>(test.app, {
        path: '/news/detail',
        query: { newsId: news[0]?.newsId ?? '' },
        token: ben,
      })
    ).envelope.body;
    expect(item.content).not.toContain('asset:');
  });

  it('is idempotent and keeps what learners have read; drops what the pack no longer lists', async () => {
    const ann = await signIn('ann', 'password-a');
    const before = await inbox(ann);
    const reminder = before.list.find((message) => message.title === 'Reminder');
    await callApi(test.app, {
      path: '/mine/readInmail',
      body: { messageId: reminder?.messageId },
      token: ann,
    });
    const read = await inbox(ann);

    await importPackFile(deps, writePack(basePack()));
    expect(await inbox(ann)).toEqual(read);

    const pack = basePack();
    await importPackFile(
      deps,
      writePack({
        ...pack,
        inmailMessages: [{ ...pack.inmailMessages![0]!, recipients: ['ben'], readBy: [] }],
        notices: [{ ...pack.notices![1]!, organisations: ['rd'] }],
        news: [],
      }),
    );
    expect(await inbox(ann)).toEqual({ list: [], total: 0 });
    const ben = await signIn('ben', 'password-b');
    expect((await inbox(ben)).list.map((message) => [message.title, message.readTime])).toEqual([
      ['Hello', null],
    ]);
    const benNotices = (
      await callApi<TGetNoticeListResponse>(test.app, { path: '/notice/list', token: ben })
    ).envelope.body.list;
    expect(benNotices.map((notice) => notice.title)).toEqual(['Sales only']);
    const annNotices = (
      await callApi<TGetNoticeListResponse>(test.app, { path: '/notice/list', token: ann })
    ).envelope.body;
    expect(annNotices.total).toBe(0);
    const news = (await callApi<TGetNewsListResponse>(test.app, { path: '/news/list', token: ben }))
      .envelope.body;
    expect(news.total).toBe(0);
  });

  it('refuses unknown recipients, readers who are not recipients and unknown organisations', () => {
    const pack = basePack();
    const result = ZContentPack.safeParse({
      ...pack,
      inmailMessages: [
        { ...pack.inmailMessages![0]!, recipients: ['ann', 'nobody'], readBy: ['ben'] },
        { ...pack.inmailMessages![1]!, code: 'hello' },
      ],
      notices: [{ ...pack.notices![0]!, organisations: ['nowhere'], docNames: ['a', 'b'] }],
      news: [{ ...pack.news![0]!, organisations: [] }],
    });
    expect(result.success).toBe(false);
    const issues =
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        'inmailMessages.0.recipients.1: unknown userCode nobody',
        'inmailMessages.0.readBy.0: ben is not a recipient',
        'inmailMessages.1.code: duplicate code hello',
        'notices.0.organisations.0: unknown organisation code nowhere',
        'notices.0.docNames: more docNames than docUrls',
      ]),
    );
    expect(issues.some((issue) => issue.startsWith('news.0.organisations'))).toBe(true);
  });
});
