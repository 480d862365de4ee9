import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ExamNotificationType } from '@lectern/contracts/common/realtime';
import type { TPostAdminAnnounceResponse } from '@lectern/contracts/messages/post-admin-announce';
import { createMember, createTenant, login, type TestTenant } from '../../test/factories';
import { listenForSockets, openSocket } from '../../test/realtime-socket';
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

/** A learner of `of` with the notification socket of an answering screen open. */
const listening = async (of: TestTenant) => {
  const token = await login(test.app, await createMember(test.db, of));
  const reader = await openSocket(`${base}/h5/api/ws`, token);
  reader.socket.send('1');
  expect(await reader.next()).toBe('2');
  return { token, reader };
};

const announce = (token: string, body: unknown) =>
  callApi<TPostAdminAnnounceResponse>(test.app, {
    path: '/admin/messages/announce',
    body,
    token,
  });

describe('POST /admin/messages/announce', () => {
  it("reaches every connected learner of the administrator's tenant, and no other tenant", async () => {
    const admin = await login(
      test.app,
      await createMember(test.db, tenant, { role: MemberRole.ADMIN }),
    );
    const [first, second] = [await listening(tenant), await listening(tenant)];
    const stranger = await listening(otherTenant);
    const { envelope } = await announce(admin, { text: '  考试将在 5 分钟后结束  ' });
    expect(envelope.code).toBe('200');
    const expected = {
      type: ExamNotificationType.MESSAGE,
      answerSheetId: null,
      text: '考试将在 5 分钟后结束',
      sentAt: envelope.body.sentAt,
    };
    for (const reader of [first.reader, second.reader]) {
      expect(await reader.nextJson()).toEqual(expected);
    }
    // The stranger's first frame is the answer to their own heartbeat, sent after the announcement.
    stranger.reader.socket.send('1');
    expect(await stranger.reader.next()).toBe('2');
    for (const { reader } of [first, second, stranger]) reader.socket.close();
  });

  it('is for administrators, and names an empty or too long text', async () => {
    const { token } = await listening(tenant);
    expect((await announce(token, { text: 'hi' })).envelope).toEqual({
      code: ErrorCode.NOT_ADMINISTRATOR,
      body: null,
    });
    const admin = await login(
      test.app,
      await createMember(test.db, tenant, { role: MemberRole.ADMIN }),
    );
    for (const text of ['   ', 'x'.repeat(2_001)]) {
      expect((await announce(admin, { text })).envelope.code).toBe(
        ErrorCode.REQUIRED_PARAMETER_EMPTY,
      );
    }
  });
});
