import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetInmailListResponse } from '@lectern/contracts/messages/get-inmail-list';
import type { TGetNewsListResponse } from '@lectern/contracts/news/get-news-list';
import type { TGetNoticeDetailResponse } from '@lectern/contracts/notices/get-notice-detail';
import type { TGetNoticeListResponse } from '@lectern/contracts/notices/get-notice-list';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile } from './import-pack';

/** The demo pack's in-mail, notices and news as its learners meet them (README, e2e). */

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
  await importPackFile(
    {
      db: test.db,
      storage: createLocalStorage(test.config.uploadDir),
      passwords: createPasswordHasher(test.config.passwordHashing),
    },
    builtinDemoPackPath(),
  );
});
afterAll(() => test.close());

const signIn = async (userCode: string) =>
  (
    await callApi<TPostLoginResponse>(test.app, {
      path: '/login/login',
      body: { factoryCode: '100100', userCode, password: 'demo1234' },
    })
  ).envelope.body.tokenValue;

describe('the demo pack', () => {
  it('gives the demo learner read and unread in-mail, and keeps learner2’s own message from them', async () => {
    const token = await signIn('demo');
    const inbox = (
      await callApi<TGetInmailListResponse>(test.app, { path: '/mine/listInmail', token })
    ).envelope.body;
    expect(inbox.total).toBeGreaterThanOrEqual(3);
    const unread = inbox.list.filter((message) => message.readTime === null).length;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(inbox.total);
    expect((await callApi(test.app, { path: '/mine/unReadCount', token })).envelope.body).toBe(
      unread,
    );
    expect(inbox.list.map((message) => message.title)).not.toContain('研发中心技术分享会邀请');
  });

  it('shows the demo learner notices with a PDF and a formula, but not R&D’s or unpublished ones', async () => {
    const token = await signIn('demo');
    const notices = (
      await callApi<TGetNoticeListResponse>(test.app, { path: '/notice/list', token })
    ).envelope.body.list;
    expect(notices.length).toBeGreaterThanOrEqual(3);
    const titles = notices.map((notice) => notice.title);
    expect(titles).toContain('销售中心季度复盘会通知');
    expect(titles).not.toContain('研发中心代码评审规范更新');
    expect(titles).not.toContain('2027 年春节放假安排');
    const details = await Promise.all(
      notices.map(
        async ({ noticeId }) =>
          (
            await callApi<TGetNoticeDetailResponse>(test.app, {
              path: '/notice/detail',
              query: { noticeId },
              token,
            })
          ).envelope.body,
      ),
    );
    expect(details.some((notice) => notice.docNames.includes('学员手册.pdf'))).toBe(true);
    expect(details.some((notice) => /\\\[.+\\\]/.test(notice.content))).toBe(true);
    const learner2 = await signIn('learner2');
    const theirs = (
      await callApi<TGetNoticeListResponse>(test.app, { path: '/notice/list', token: learner2 })
    ).envelope.body.list.map((notice) => notice.title);
    expect(theirs).toContain('研发中心代码评审规范更新');
    expect(theirs).not.toContain('销售中心季度复盘会通知');
  });

  it('shows news with pictures', async () => {
    const token = await signIn('demo');
    const news = (await callApi<TGetNewsListResponse>(test.app, { path: '/news/list', token }))
      .envelope.body.list;
    expect(news.length).toBeGreaterThanOrEqual(3);
    for (const item of news) {
      const cover = await test.app.inject({ url: item.coverUrl ?? '' });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toMatch(/^image\//);
    }
  });
});
