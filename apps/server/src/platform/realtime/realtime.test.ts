import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  ExamNotificationType,
  RealtimeCloseCode,
  RealtimeEventType,
  RealtimeMessagePath,
  type TRealtimeIncoming,
} from '@lectern/contracts/common/realtime';
import { SessionRevocation } from '@lectern/contracts/common/session-revocation';
import {
  createMember,
  createTenant,
  login,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { WebSocket } from 'ws';
import { listenForSockets, openSocket, readSocket, tokenCookie } from '../../test/realtime-socket';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let otherTenant: TestTenant;
let base: string;

beforeAll(async () => {
  test = await buildTestApp();
  [tenant, otherTenant] = [await createTenant(test.db), await createTenant(test.db)];
  base = await listenForSockets(test.app);
});
afterAll(() => test.close());

/** Spec §7: `?userId=` with the subprotocol userId, the session in the login cookie. */
const openIm = (token: string | null, userId: string) =>
  openSocket(`${base}/h5/api/im/message?userId=${encodeURIComponent(userId)}`, token, userId);
const openNotifications = (token: string) => openSocket(`${base}/h5/api/ws`, token);

/** A member of `of` signed in, with their IM socket open. */
const onlineMember = async (
  of: TestTenant,
  role?: (typeof MemberRole)[keyof typeof MemberRole],
) => {
  const member = await createMember(test.db, of, role ? { role } : {});
  const token = await login(test.app, member);
  const im = await openIm(token, member.id);
  await loggedIn(im);
  return { member, token, im };
};

/** The socket answers the heartbeat: it has logged in and joined the hub. */
const loggedIn = async (reader: Awaited<ReturnType<typeof openIm>>) => {
  reader.socket.send('1');
  expect(await reader.next()).toBe('2');
};

const monitorMessage = (toUid: string, t: 1 | 2 = 2) => ({
  toUid,
  content: JSON.stringify({ t, es: 2, note: `to ${toUid}` }),
  eventType: RealtimeEventType.EXAM,
  messagePath: RealtimeMessagePath.MONITOR,
  factoryCode: tenant.factoryCode,
});

describe('the IM socket logs in with the session cookie', () => {
  it('refuses a socket without a session, naming the code', async () => {
    const member = await createMember(test.db, tenant);
    const reader = await openIm(null, member.id);
    expect(await reader.closed).toEqual({
      code: RealtimeCloseCode.LOGIN_REFUSED,
      reason: ErrorCode.NOT_LOGGED_IN,
    });
  });

  it("refuses a userId that is not the session's member", async () => {
    const { token } = await onlineMember(tenant);
    const someoneElse = await createMember(test.db, tenant);
    const reader = await openIm(token, someoneElse.id);
    expect((await reader.closed).code).toBe(RealtimeCloseCode.LOGIN_REFUSED);
  });

  it('refuses a revoked session with its 403 sub-code', async () => {
    const member = await createMember(test.db, tenant);
    const oldToken = await login(test.app, member);
    await login(test.app, member);
    const reader = await openIm(oldToken, member.id);
    expect(await reader.closed).toEqual({
      code: RealtimeCloseCode.LOGIN_REFUSED,
      reason: SessionRevocation.LOGGED_IN_ELSEWHERE,
    });
  });

  it('answers the heartbeat "1" with "2", also for frames sent before it logged in', async () => {
    const member = await createMember(test.db, tenant);
    const token = await login(test.app, member);
    const reader = readSocket(
      new WebSocket(`${base}/h5/api/im/message?userId=${member.id}`, member.id, {
        headers: tokenCookie(token),
      }),
    );
    // Sent the moment the upgrade is answered, before the session is looked up.
    reader.socket.once('open', () => {
      reader.socket.send('1');
      reader.socket.send('1');
    });
    expect([await reader.next(), await reader.next()]).toEqual(['2', '2']);
    expect(reader.socket.protocol).toBe(member.id);
    reader.socket.close();
  });
});

describe('IM messages go where their sender may send them', () => {
  it("reaches every page of the member's own uid, stamped with the sender", async () => {
    const { member, token, im } = await onlineMember(tenant);
    const secondPage = await openIm(token, member.id);
    await loggedIn(secondPage);
    im.socket.send(JSON.stringify(monitorMessage(member.id)));
    const expected = { ...monitorMessage(member.id), uid: member.id };
    expect(await secondPage.nextJson<TRealtimeIncoming>()).toEqual(expected);
    expect(await im.nextJson<TRealtimeIncoming>()).toEqual(expected);
  });

  it("never reaches another learner, nor another tenant's member", async () => {
    const sender = await onlineMember(tenant);
    const colleague = await onlineMember(tenant);
    const stranger = await onlineMember(otherTenant);
    sender.im.socket.send(JSON.stringify(monitorMessage(colleague.member.id)));
    sender.im.socket.send(JSON.stringify(monitorMessage(stranger.member.id)));
    // Each learner then writes to themselves: the first frame they get must be their own.
    for (const { member, im } of [colleague, stranger]) {
      im.socket.send(JSON.stringify(monitorMessage(member.id)));
      expect((await im.nextJson<TRealtimeIncoming>()).uid).toBe(member.id);
    }
  });

  it('lets an administrator reach a learner of their tenant, and only of their tenant', async () => {
    const admin = await onlineMember(tenant, MemberRole.ADMIN);
    const learner = await onlineMember(tenant);
    const stranger = await onlineMember(otherTenant);
    admin.im.socket.send(JSON.stringify(monitorMessage(stranger.member.id)));
    admin.im.socket.send(JSON.stringify(monitorMessage(learner.member.id)));
    expect(await learner.im.nextJson<TRealtimeIncoming>()).toMatchObject({
      uid: admin.member.id,
      toUid: learner.member.id,
    });
    stranger.im.socket.send(JSON.stringify(monitorMessage(stranger.member.id)));
    expect((await stranger.im.nextJson<TRealtimeIncoming>()).uid).toBe(stranger.member.id);
  });

  it('ignores frames that are not messages, and closes a flood without harm', async () => {
    const { member, im } = await onlineMember(tenant);
    im.socket.send('not json');
    im.socket.send(JSON.stringify({ toUid: member.id }));
    im.socket.send(JSON.stringify({ ...monitorMessage(member.id), toUid: '../x' }));
    im.socket.send(JSON.stringify(monitorMessage(member.id)));
    expect((await im.nextJson<TRealtimeIncoming>()).toUid).toBe(member.id);

    const flooder = await onlineMember(tenant);
    for (let index = 0; index < 80; index += 1) flooder.im.socket.send('1');
    expect((await flooder.im.closed).code).toBe(1008);
    const after = await callApi(test.app, { path: '/exam/list', token: flooder.token });
    expect(after.envelope.code).toBe('200');
  });
});

describe('a newer login replaces the older page (spec §4 "Login elsewhere")', () => {
  it('pushes clientRace with eventType 0 to the older page, then closes it', async () => {
    const { member, im } = await onlineMember(tenant);
    await login(test.app, member);
    expect(await im.nextJson<TRealtimeIncoming>()).toMatchObject({
      messagePath: RealtimeMessagePath.CLIENT_RACE,
      eventType: RealtimeEventType.CLIENT_RACE,
      toUid: member.id,
    });
    expect((await im.closed).code).toBe(RealtimeCloseCode.REPLACED);
  });

  it("leaves the newer login's page and other members' pages open", async () => {
    const bystander = await onlineMember(tenant);
    const member = await createMember(test.db, tenant);
    await login(test.app, member);
    const token = await login(test.app, member);
    const page = await openIm(token, member.id);
    await loggedIn(page);
    await login(test.app, bystander.member as TestMember);
    await loggedIn(page);
    expect((await bystander.im.closed).code).toBe(RealtimeCloseCode.REPLACED);
  });
});

describe('the /ws socket carries exam notifications', () => {
  it("delivers a notification to the member's sockets alone, and tells presence", async () => {
    const reader = await onlineMember(tenant);
    const other = await onlineMember(tenant);
    const mine = await openNotifications(reader.token);
    const theirs = await openNotifications(other.token);
    await loggedIn(mine);
    await loggedIn(theirs);
    const notification = {
      type: ExamNotificationType.MESSAGE,
      answerSheetId: null,
      text: 'Please face the camera',
      sentAt: Date.now(),
    };
    const hub = test.app.realtime;
    await hub.notify(tenant.id, reader.member.id, notification);
    await hub.notify(tenant.id, other.member.id, { ...notification, text: 'second' });
    expect(await mine.nextJson()).toEqual(notification);
    expect(await theirs.nextJson()).toMatchObject({ text: 'second' });

    const before = await hub.presence(tenant.id, [reader.member.id, other.member.id]);
    expect(before.get(reader.member.id)?.connected).toBe(true);
    reader.im.socket.close();
    mine.socket.close();
    await mine.closed;
    await reader.im.closed;
    await expect
      .poll(async () => (await hub.presence(tenant.id, [reader.member.id])).get(reader.member.id))
      .toMatchObject({ connected: false });
    const elsewhere = await hub.presence(otherTenant.id, [other.member.id]);
    expect(elsewhere.get(other.member.id)?.connected).toBe(false);
  });
});
