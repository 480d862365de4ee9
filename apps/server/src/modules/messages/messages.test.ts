import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGetInmailListResponse } from '@lectern/contracts/messages/get-inmail-list';
import type { TPostReadAllInmailResponse } from '@lectern/contracts/messages/post-read-all-inmail';
import type { TPostReadInmailResponse } from '@lectern/contracts/messages/post-read-inmail';
import {
  createMember,
  login,
  signedInLearner,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { createInmailMessage } from '../../test/messages-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let member: TestMember;
let token: string;

const HOUR_MS = 3_600_000;
const base = Date.UTC(2026, 10, 1, 8);

beforeAll(async () => {
  test = await buildTestApp();
  ({ tenant, member, token } = await signedInLearner(test));
});
afterAll(() => test.close());

/** A learner of their own in the shared tenant. */
const newLearner = async () => {
  const learner = await createMember(test.db, tenant);
  return { learner, token: await login(test.app, learner) };
};

const inbox = async (authorization: string, query: Record<string, string> = {}) =>
  callApi<TGetInmailListResponse>(test.app, {
    path: '/mine/listInmail',
    query,
    token: authorization,
  });
const unread = async (authorization: string) =>
  (await callApi<number>(test.app, { path: '/mine/unReadCount', token: authorization })).envelope;
const markRead = async (authorization: string, messageId: string) =>
  (
    await callApi<TPostReadInmailResponse>(test.app, {
      path: '/mine/readInmail',
      body: { messageId },
      token: authorization,
    })
  ).envelope;
const markAllRead = async (authorization: string) =>
  (
    await callApi<TPostReadAllInmailResponse>(test.app, {
      path: '/mine/readAllInmail',
      body: {},
      token: authorization,
    })
  ).envelope;

describe('GET /mine/listInmail', () => {
  it("lists the learner's messages newest first, with content and read state", async () => {
    const { learner, token: own } = await newLearner();
    const older = await createInmailMessage(test.db, tenant, {
      title: 'Welcome',
      content: '<p>Hi \\[ x^2 \\]</p>',
      sentAt: base,
      recipients: [learner],
      readBy: [learner],
    });
    const newer = await createInmailMessage(test.db, tenant, {
      title: 'Exam reminder',
      sentAt: base + HOUR_MS,
      recipients: [learner, member],
    });
    const { envelope } = await inbox(own);
    expect(envelope.code).toBe('200');
    expect(envelope.body.total).toBe(2);
    expect(envelope.body.list.map((message) => message.messageId)).toEqual([newer, older]);
    expect(envelope.body.list[0]).toEqual({
      messageId: newer,
      label: null,
      title: 'Exam reminder',
      content: '<p>Hello</p>',
      sendTime: base + HOUR_MS,
      readTime: null,
    });
    expect(envelope.body.list[1]).toMatchObject({
      title: 'Welcome',
      content: '<p>Hi \\[ x^2 \\]</p>',
    });
    expect(envelope.body.list[1]?.readTime).toEqual(expect.any(Number));
  });

  it('pages through the messages (spec §9: pageNum 1, pageSize 10 by default)', async () => {
    const { learner, token: own } = await newLearner();
    const ids: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      ids.unshift(
        await createInmailMessage(test.db, tenant, {
          sentAt: base + index * HOUR_MS,
          recipients: [learner],
        }),
      );
    }
    const first = (await inbox(own)).envelope.body;
    expect(first.total).toBe(23);
    expect(first.list.map((message) => message.messageId)).toEqual(ids.slice(0, 10));
    const third = (await inbox(own, { pageNum: '3', pageSize: '10' })).envelope.body;
    expect(third.list.map((message) => message.messageId)).toEqual(ids.slice(20));
    const big = (await inbox(own, { pageSize: '50' })).envelope.body;
    expect(big.list).toHaveLength(23);
  });

  it('refuses a page size the spec does not offer', async () => {
    const { envelope } = await inbox(token, { pageSize: '15' });
    expect(envelope).toEqual({ code: '300211', body: 'pageSize' });
  });

  it("never shows another learner's messages, nor another tenant's", async () => {
    const { token: own } = await newLearner();
    await createInmailMessage(test.db, tenant, { recipients: [member] });
    const other = await signedInLearner(test);
    await createInmailMessage(test.db, other.tenant, { recipients: [other.member] });
    const { envelope } = await inbox(own);
    expect(envelope.body).toEqual({ list: [], total: 0 });
    expect(await unread(own)).toEqual({ code: '200', body: 0 });
  });

  it('answers 403 without a session', async () => {
    const { envelope } = await callApi(test.app, { path: '/mine/listInmail' });
    expect(envelope.code).toBe('403');
    expect((await callApi(test.app, { path: '/mine/unReadCount' })).envelope.code).toBe('403');
  });
});

describe('read state', () => {
  it('counts unread messages; reading one lowers the count once, keeping the first read time', async () => {
    const { learner, token: own } = await newLearner();
    const first = await createInmailMessage(test.db, tenant, { recipients: [learner] });
    await createInmailMessage(test.db, tenant, { recipients: [learner] });
    await createInmailMessage(test.db, tenant, { recipients: [learner], readBy: [learner] });
    expect(await unread(own)).toEqual({ code: '200', body: 2 });

    const read = await markRead(own, first);
    expect(read.code).toBe('200');
    expect(await unread(own)).toEqual({ code: '200', body: 1 });
    const again = await markRead(own, first);
    expect(again).toEqual(read);
    expect(await unread(own)).toEqual({ code: '200', body: 1 });
    const listed = (await inbox(own)).envelope.body.list.find((row) => row.messageId === first);
    expect(listed?.readTime).toBe(read.body.readTime);
  });

  it('marks all read, and marking again changes nothing', async () => {
    const { learner, token: own } = await newLearner();
    await createInmailMessage(test.db, tenant, { recipients: [learner] });
    await createInmailMessage(test.db, tenant, { recipients: [learner] });
    const unreadForOther = await createInmailMessage(test.db, tenant, { recipients: [member] });
    expect(await markAllRead(own)).toEqual({ code: '200', body: { marked: 2 } });
    expect(await unread(own)).toEqual({ code: '200', body: 0 });
    expect(await markAllRead(own)).toEqual({ code: '200', body: { marked: 0 } });
    // Only the learner's own messages were marked.
    const others = (await inbox(token)).envelope.body.list;
    expect(others.find((row) => row.messageId === unreadForOther)?.readTime).toBeNull();
  });

  it("refuses another learner's message and another tenant's like a missing one", async () => {
    const { token: own } = await newLearner();
    const theirs = await createInmailMessage(test.db, tenant, { recipients: [member] });
    const other = await signedInLearner(test);
    const foreign = await createInmailMessage(test.db, other.tenant, {
      recipients: [other.member],
    });
    for (const messageId of [theirs, foreign, 'no-such-message']) {
      expect(await markRead(own, messageId)).toEqual({ code: '300213', body: null });
    }
    expect(
      (await inbox(token)).envelope.body.list.find((row) => row.messageId === theirs)?.readTime,
    ).toBeNull();
  });

  it('names a missing messageId', async () => {
    const { envelope } = await callApi(test.app, { path: '/mine/readInmail', body: {}, token });
    expect(envelope).toEqual({ code: '300211', body: 'messageId' });
  });
});
