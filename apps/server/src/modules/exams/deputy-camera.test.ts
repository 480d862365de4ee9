import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  RealtimeCloseCode,
  RealtimeEventType,
  RealtimeMessagePath,
} from '@lectern/contracts/common/realtime';
import type { TPostProctoringDeputyTicketResponse } from '@lectern/contracts/exams/post-proctoring-deputy-ticket';
import { DEVICE_TICKET_TTL_MS } from '../../platform/realtime/device-tickets';
import { createHousekeeping } from '../../platform/housekeeping/housekeeping';
import { createPaperWithQuestions } from '../../test/exam-factories';
import { login, signedInLearner } from '../../test/factories';
import { listenForSockets, openSocket } from '../../test/realtime-socket';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let base: string;

beforeAll(async () => {
  test = await buildTestApp({ paperCacheMs: 0 });
  base = await listenForSockets(test.app);
});
afterAll(() => test.close());

type Learner = Awaited<ReturnType<typeof signedInLearner>>;

const paperFor = async (learner: Learner, phoneCamera: boolean) =>
  (
    await createPaperWithQuestions(test.db, learner.tenant, [QuestionType.TRUE_FALSE], {
      proctoring: { camera: true, phoneCamera },
    })
  ).paper;

const askTicket = (learner: Learner, paperId: string) =>
  callApi<TPostProctoringDeputyTicketResponse>(test.app, {
    path: '/exam/proctoring/deputyTicket',
    body: { paperId },
    token: learner.token,
  });

/** The phone's IM socket, as the deputy page opens it from the QR code. */
const openPhone = (userId: string, ticket: string) =>
  openSocket(
    `${base}/h5/api/im/message?userId=${encodeURIComponent(userId)}&ticket=${encodeURIComponent(ticket)}`,
    null,
    userId,
  );
const openPage = (learner: Learner) =>
  openSocket(
    `${base}/h5/api/im/message?userId=${learner.member.id}`,
    learner.token,
    learner.member.id,
  );

const monitor = (toUid: string, kind: string) =>
  JSON.stringify({
    toUid,
    content: JSON.stringify({ t: 1, es: 2, kind }),
    eventType: RealtimeEventType.EXAM,
    messagePath: RealtimeMessagePath.MONITOR,
  });

const heartbeat = async (reader: Awaited<ReturnType<typeof openSocket>>) => {
  reader.socket.send('1');
  expect(await reader.next()).toBe('2');
};

describe('the phone secondary camera (spec §2, §7; decision 0051)', () => {
  it('gets a ticket only for a paper that uses a phone camera', async () => {
    const learner = await signedInLearner(test);
    const without = await askTicket(learner, (await paperFor(learner, false)).id);
    expect(without.envelope.code).toBe(ErrorCode.PHONE_CAMERA_NOT_ASKED);
    const started = Date.now();
    const { envelope } = await askTicket(learner, (await paperFor(learner, true)).id);
    expect(envelope.code).toBe('200');
    expect(envelope.body.deputyUid).toBe(`${learner.member.id}-deputy`);
    expect(envelope.body.expiresAt).toBeGreaterThanOrEqual(started + DEVICE_TICKET_TTL_MS);
  });

  it('joins the channel as {userId}-deputy and talks with the examinee page both ways', async () => {
    const learner = await signedInLearner(test);
    const { body } = (await askTicket(learner, (await paperFor(learner, true)).id)).envelope;
    const phone = await openPhone(body.deputyUid, body.ticket);
    const page = await openPage(learner);
    await heartbeat(phone);
    await heartbeat(page);
    phone.socket.send(monitor(learner.member.id, 'offer'));
    expect(await page.nextJson()).toMatchObject({ uid: body.deputyUid, toUid: learner.member.id });
    page.socket.send(monitor(body.deputyUid, 'answer'));
    expect(await phone.nextJson()).toMatchObject({ uid: learner.member.id, toUid: body.deputyUid });
    phone.socket.close();
    page.socket.close();
  });

  it("refuses another uid, another learner's phone, and a made-up ticket", async () => {
    const learner = await signedInLearner(test);
    const { body } = (await askTicket(learner, (await paperFor(learner, true)).id)).envelope;
    const other = await signedInLearner(test, learner.tenant);
    for (const [userId, ticket] of [
      [learner.member.id, body.ticket],
      [`${other.member.id}-deputy`, body.ticket],
      [body.deputyUid, 'made-up'],
    ] as const) {
      const phone = await openPhone(userId, ticket);
      expect(await phone.closed).toEqual({
        code: RealtimeCloseCode.LOGIN_REFUSED,
        reason: ErrorCode.NOT_LOGGED_IN,
      });
    }
  });

  it('ends with the session that asked for it: a newer login closes the phone too', async () => {
    const learner = await signedInLearner(test);
    const { body } = (await askTicket(learner, (await paperFor(learner, true)).id)).envelope;
    const phone = await openPhone(body.deputyUid, body.ticket);
    await heartbeat(phone);
    await login(test.app, learner.member);
    expect((await phone.closed).code).toBe(RealtimeCloseCode.REPLACED);
    const again = await openPhone(body.deputyUid, body.ticket);
    expect((await again.closed).code).toBe(RealtimeCloseCode.LOGIN_REFUSED);
  });

  it('is deleted by the housekeeping once expired', async () => {
    const learner = await signedInLearner(test);
    await askTicket(learner, (await paperFor(learner, true)).id);
    const ticketsOf = () =>
      test.db
        .selectFrom('realtime_device_tickets')
        .select('token_hash')
        .where('member_id', '=', learner.member.id)
        .execute();
    expect(await ticketsOf()).toHaveLength(1);
    const housekeeping = createHousekeeping(test.database, test.config.housekeeping, test.app.log);
    await housekeeping.runOnce(Date.now() + DEVICE_TICKET_TTL_MS + 1);
    expect(await ticketsOf()).toHaveLength(0);
    await housekeeping.stop();
  });
});
