import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import {
  RealtimeCloseCode,
  RealtimeEventType,
  RealtimeMessagePath,
} from '@lectern/contracts/common/realtime';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import { SheetState } from '@lectern/contracts/exams/exam';
import type {
  TAnswerSave,
  TPostSaveAnswersResponse,
} from '@lectern/contracts/exams/post-save-answers';
import type { TPostStartExamResponse } from '@lectern/contracts/exams/post-start-exam';
import type { TPostSubmitAnswerSheetResponse } from '@lectern/contracts/exams/post-submit-answer-sheet';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createPaperWithQuestions, type TestQuestion } from './exam-factories';
import { createMember, createTenant, type TestMember, type TestTenant } from './factories';
import { createScratchDatabase, ServerProcess } from './server-process';
import { openSocket } from './realtime-socket';
import { uniqueIp, uniquePhone } from './sms-factories';

/**
 * Issue 17 point 10 (docs/decisions/0026): two real server processes on one PostgreSQL database
 * and one Redis, started together on an empty database, with calls alternating between them.
 * It needs both services, so it runs in the PostgreSQL pass only, and only with TEST_REDIS_URL.
 * Redis keys are shared with later runs: every account, phone and client address is new.
 */
const runs =
  process.env.LECTERN_TEST_DIALECT === 'postgres' &&
  Boolean(process.env.TEST_DATABASE_URL) &&
  Boolean(process.env.TEST_REDIS_URL);

/** The demo pack's tenant number (packs/demo/demo-pack.json). */
const DEMO_FACTORY_CODE = '100100';
const NEW_PASSWORD = 'changed-456';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let dataDir: string;
let outbox: string;
let database: DatabaseHandle;
let servers: ServerProcess[] = [];
let tenant: TestTenant;

/** The first and the second process. */
const a = () => servers[0]!;
const b = () => servers[1]!;
/** The process the `index`th call of a series goes to: they alternate. */
const alternate = (index: number) => servers[index % 2]!;

const loginOn = (server: ServerProcess, member: TestMember, clientIp: string, password?: string) =>
  server.call<TPostLoginResponse>('/login/login', {
    body: {
      factoryCode: member.tenant.factoryCode,
      userCode: member.userCode,
      password: password ?? member.password,
    },
    clientIp,
  });

const tokenOn = async (server: ServerProcess, member: TestMember, clientIp: string) => {
  const envelope = await loginOn(server, member, clientIp);
  expect(envelope.code).toBe('200');
  return (envelope.body as TPostLoginResponse).tokenValue;
};

const memberInfo = (server: ServerProcess, token: string) =>
  server.call('/mine/memberInfo', { token });

/** The newest code texted to `phone` by either process (they share the outbox file). */
const lastCodeTo = (phone: string) => {
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const messages = lines.map((line) => JSON.parse(line) as { phone: string; code: string });
  return messages.filter((message) => message.phone === phone).at(-1)?.code;
};

beforeAll(async () => {
  if (!runs) return;
  scratch = await createScratchDatabase('lectern_mp');
  dataDir = mkdtempSync(join(tmpdir(), 'lectern-several-'));
  outbox = join(dataDir, 'sms-outbox.jsonl');
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    // The test is the proxy in front: it reports each client's address in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    // One upload folder for both, as a shared volume would be.
    DATA_DIR: dataDir,
    DEMO_PACK: 'on',
    LOG_LEVEL: 'warn',
    SMS_DRIVER: 'test',
    SMS_OUTBOX: outbox,
    WEB_DIST: join(dataDir, 'no-web'),
  };
  // Started together on the empty database: both migrate and both find it without a tenant.
  const started = await Promise.allSettled([ServerProcess.start(env), ServerProcess.start(env)]);
  servers = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  for (const start of started) if (start.status === 'rejected') throw start.reason;
  database = openDatabase({ dialect: 'postgres', url: scratch.url, poolSize: 2 });
  tenant = await createTenant(database.db);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  await database?.db.destroy();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(runs)('two server processes on one PostgreSQL and Redis', () => {
  it('start together on an empty database, migrating it and importing the demo pack once', async () => {
    const demoTenants = await database.db
      .selectFrom('tenants')
      .select('id')
      .where('factory_code', '=', DEMO_FACTORY_CODE)
      .execute();
    expect(demoTenants).toHaveLength(1);
    for (const server of servers) {
      expect(server.running).toBe(true);
      const info = await server.call<{ sysName: string }>(
        `/login/getFactoryInfo?factoryCode=${DEMO_FACTORY_CODE}`,
      );
      expect(info.code).toBe('200');
    }
  });

  it('accept a session made on either, and refuse a replaced one on the other at once (403-4)', async () => {
    const member = await createMember(database.db, tenant);
    const clientIp = uniqueIp();
    let token = await tokenOn(a(), member, clientIp);
    expect((await memberInfo(b(), token)).code).toBe('200');
    expect((await memberInfo(a(), token)).code).toBe('200');
    for (let round = 1; round <= 4; round += 1) {
      const replaced = token;
      token = await tokenOn(alternate(round), member, clientIp);
      const other = alternate(round + 1);
      expect(await memberInfo(other, replaced)).toEqual({
        code: '403',
        body: '403-4',
      });
      expect((await memberInfo(other, token)).code).toBe('200');
    }
    // A logout on one ends the session on the other too.
    expect((await b().call('/login/logout', { token, body: {} })).code).toBe('200');
    expect(await memberInfo(a(), token)).toEqual({ code: '403', body: '403-1' });
  });

  it('end every session on both when the password changes on one (403-1)', async () => {
    const phone = uniquePhone();
    const member = await createMember(database.db, tenant, { phone });
    const clientIp = uniqueIp();
    const token = await tokenOn(a(), member, clientIp);
    const sent = await b().call('/mine/sendPasswordCode', { token, body: {}, clientIp });
    expect(sent.code).toBe('200');
    const changed = await b().call('/mine/updatePassword', {
      token,
      body: {
        oldPassword: member.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        code: lastCodeTo(phone),
      },
      clientIp,
    });
    expect(changed).toEqual({ code: '200', body: null });
    expect(await memberInfo(a(), token)).toEqual({ code: '403', body: '403-1' });
    expect((await loginOn(a(), member, clientIp)).code).toBe(ErrorCode.WRONG_ACCOUNT_OR_PASSWORD);
    expect((await loginOn(b(), member, clientIp, NEW_PASSWORD)).code).toBe('200');
  });

  it('share the login throttle: ten wrong passwords split across both block the account on both', async () => {
    const member = await createMember(database.db, tenant);
    const clientIp = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await loginOn(alternate(attempt), member, clientIp, 'wrong-password');
      expect(refused.code).toBe(ErrorCode.WRONG_ACCOUNT_OR_PASSWORD);
    }
    // Each process saw five failures, fewer than the ten that block: the count is shared.
    for (const server of servers) {
      const blocked = await loginOn(server, member, uniqueIp());
      expect(blocked.code).toBe(ErrorCode.LOGIN_FAILED);
      expect(blocked.body).toBeGreaterThan(0);
    }
  });

  it('share the SMS sending limits, and a code sent by one signs in on the other', async () => {
    const phone = uniquePhone();
    await createMember(database.db, tenant, { phone });
    const send = (server: ServerProcess) =>
      server.call('/login/sendSmsCode', {
        body: { factoryCode: tenant.factoryCode, phone, scene: SmsScene.LOGIN },
        clientIp: uniqueIp(),
      });
    expect((await send(a())).code).toBe('200');
    const resent = await send(b());
    expect(resent.code).toBe(ErrorCode.LOGIN_FAILED);
    expect(resent.body).toBeGreaterThan(50);
    expect(resent.body).toBeLessThanOrEqual(60);
    const signedIn = await b().call('/login/smsLogin', {
      body: { factoryCode: tenant.factoryCode, phone, code: lastCodeTo(phone) },
      clientIp: uniqueIp(),
    });
    expect(signedIn.code).toBe('200');
  });
});

/** An answer per seq: odd seqs answer right, even ones wrong, so a grade tells which was kept. */
const answerAt = (question: TestQuestion, seq: number) =>
  seq % 2 === 1 ? question.rightAnswer : question.wrongAnswer;

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, order: Math.random() }))
    .sort((left, right) => left.order - right.order)
    .map(({ item }) => item);

/** A learner answering a sheet of four fill-in-the-blank questions, started on the first process. */
const answeringLearner = async () => {
  const member = await createMember(database.db, tenant);
  const token = await tokenOn(a(), member, uniqueIp());
  const { paper, questions } = await createPaperWithQuestions(
    database.db,
    tenant,
    Array.from({ length: 4 }, () => QuestionType.FILL_IN_BLANK),
    { durationMinutes: null },
  );
  const started = await a().call<TPostStartExamResponse>('/exam/start', {
    token,
    body: { paperId: paper.id, continueExam: false },
  });
  expect(started.code).toBe('200');
  return { member, token, paper, questions, sheetId: started.body.answerSheetId };
};

/** Waits until `count` statements on the scratch database wait for a lock. */
const waitersOnLocks = async (count: number) => {
  const name = new URL(scratch.url).pathname.slice(1);
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = ${name} and wait_event_type = 'Lock'
    `.execute(database.db);
    if (Number(rows[0]?.waiting) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} statements never waited for the sheet`);
};

const saveOn = (server: ServerProcess, token: string, sheetId: string, save: TAnswerSave) =>
  server.call<TPostSaveAnswersResponse>('/exam/saveAnswers', {
    token,
    body: { answerSheetId: sheetId, answers: [save] },
  });

const submitOn = (server: ServerProcess, token: string, sheetId: string) =>
  server.call<TPostSubmitAnswerSheetResponse>('/exam/submit', {
    token,
    body: { answerSheetId: sheetId },
  });

/** The saves of seqs 1..count, round-robin over the questions, in a random order. */
const savesOf = (questions: TestQuestion[], count: number) =>
  shuffled(
    Array.from({ length: count }, (_, index): TAnswerSave => {
      const seq = index + 1;
      const question = questions[index % questions.length]!;
      return { questionId: question.id, seq, answer: answerAt(question, seq), marked: false };
    }),
  );

describe.runIf(runs)('realtime across two processes through Redis (issue 21)', () => {
  const socketsOf = (server: ServerProcess) => server.baseUrl.replace('http', 'ws');
  const monitor = (toUid: string, text: string) =>
    JSON.stringify({
      toUid,
      content: JSON.stringify({ t: 2, text }),
      eventType: RealtimeEventType.EXAM,
      messagePath: RealtimeMessagePath.MONITOR,
    });

  it("delivers an administrator's message on one to the learner's page on the other", async () => {
    const admin = await createMember(database.db, tenant, { role: MemberRole.ADMIN });
    const learner = await createMember(database.db, tenant);
    const learnerPage = await openSocket(
      `${socketsOf(a())}/im/message?userId=${learner.id}`,
      await tokenOn(a(), learner, uniqueIp()),
      learner.id,
    );
    const adminPage = await openSocket(
      `${socketsOf(b())}/im/message?userId=${admin.id}`,
      await tokenOn(b(), admin, uniqueIp()),
      admin.id,
    );
    for (const page of [learnerPage, adminPage]) {
      page.socket.send('1');
      expect(await page.next()).toBe('2');
    }
    adminPage.socket.send(monitor(learner.id, 'look at the camera'));
    expect(await learnerPage.nextJson()).toMatchObject({
      uid: admin.id,
      toUid: learner.id,
      content: JSON.stringify({ t: 2, text: 'look at the camera' }),
    });
    learnerPage.socket.close();
    adminPage.socket.close();
  });

  it('tells the page open on one that a login on the other replaced it', async () => {
    const member = await createMember(database.db, tenant);
    const page = await openSocket(
      `${socketsOf(a())}/im/message?userId=${member.id}`,
      await tokenOn(a(), member, uniqueIp()),
      member.id,
    );
    page.socket.send('1');
    expect(await page.next()).toBe('2');
    await tokenOn(b(), member, uniqueIp());
    expect(await page.nextJson()).toMatchObject({
      messagePath: RealtimeMessagePath.CLIENT_RACE,
      eventType: RealtimeEventType.CLIENT_RACE,
    });
    expect((await page.closed).code).toBe(RealtimeCloseCode.REPLACED);
  });
});

describe.runIf(runs)('one answer sheet driven through both processes at once', () => {
  it('keeps the newest answer of every question under racing saves split across both', async () => {
    const { token, questions, sheetId } = await answeringLearner();
    const saves = savesOf(questions, 60);
    const acknowledged = await Promise.all(
      saves.map((save, index) => saveOn(alternate(index), token, sheetId, save)),
    );
    acknowledged.forEach((envelope, index) => {
      expect(envelope.code).toBe('200');
      expect(envelope.body.saved[0]?.seq).toBeGreaterThanOrEqual(saves[index]!.seq);
    });
    const newest = new Map<string, number>();
    for (const save of saves) {
      newest.set(save.questionId, Math.max(newest.get(save.questionId) ?? 0, save.seq));
    }
    for (const server of servers) {
      const sheet = await server.call<TGetAnswerSheetResponse>(
        `/exam/answerSheet?answerSheetId=${encodeURIComponent(sheetId)}`,
        { token },
      );
      expect(sheet.code).toBe('200');
      expect(sheet.body.lastSeq).toBe(60);
      expect(sheet.body.answers).toHaveLength(questions.length);
      for (const question of questions) {
        const seq = newest.get(question.id)!;
        expect(sheet.body.answers.find((answer) => answer.questionId === question.id)).toEqual({
          questionId: question.id,
          answer: answerAt(question, seq),
          marked: false,
          seq,
        });
      }
    }
  });

  it('acknowledge a save that waited behind a newer one of the other process at its own seq', async () => {
    const { token, questions, sheetId } = await answeringLearner();
    const question = questions[0]!;
    const saveAt = (server: ServerProcess, seq: number) =>
      saveOn(server, token, sheetId, {
        questionId: question.id,
        seq,
        answer: answerAt(question, seq),
        marked: false,
      });
    expect((await saveAt(a(), 1)).code).toBe('200');
    // The test holds the sheet while a newer save reaches one process and an older the other:
    // both statements begin, and wait, before either is written.
    const [newer, older] = await database.db.transaction().execute(async (trx) => {
      await sql`select id from answer_sheets where id = ${sheetId} for update`.execute(trx);
      const newerSave = saveAt(a(), 30);
      await waitersOnLocks(1);
      const olderSave = saveAt(b(), 20);
      await waitersOnLocks(2);
      return [newerSave, olderSave];
    });
    expect(await newer).toMatchObject({ code: '200', body: { saved: [{ seq: 30 }] } });
    const olderAck = await older;
    expect(olderAck.code).toBe('200');
    expect(olderAck.body.saved[0]?.seq).toBeGreaterThanOrEqual(20);
    const sheet = await b().call<TGetAnswerSheetResponse>(
      `/exam/answerSheet?answerSheetId=${encodeURIComponent(sheetId)}`,
      { token },
    );
    expect(sheet.body.answers).toEqual([
      { questionId: question.id, answer: answerAt(question, 30), marked: false, seq: 30 },
    ]);
  });

  it('grades the sheet once, on the newest answers, when saves and submits race across both', async () => {
    const { member, paper, token, questions, sheetId } = await answeringLearner();
    type Outcome =
      | { kind: 'save'; save: TAnswerSave; code: string; ackSeq: number | undefined }
      | { kind: 'submit'; envelope: unknown };
    const saves = savesOf(questions, 40);
    const calls: (() => Promise<Outcome>)[] = [
      ...saves.map((save) => async (): Promise<Outcome> => {
        const server = alternate(save.seq);
        const envelope = await saveOn(server, token, sheetId, save);
        return { kind: 'save', save, code: envelope.code, ackSeq: envelope.body?.saved?.[0]?.seq };
      }),
      ...Array.from({ length: 6 }, (_, index) => async (): Promise<Outcome> => {
        const envelope = await submitOn(alternate(index), token, sheetId);
        return { kind: 'submit', envelope };
      }),
    ];
    const outcomes = await Promise.all(shuffled(calls).map((call) => call()));

    const sheet = await database.db
      .selectFrom('answer_sheets')
      .selectAll()
      .where('id', '=', sheetId)
      .executeTakeFirstOrThrow();
    const stored = new Map(
      (
        await database.db
          .selectFrom('sheet_answers')
          .select(['question_id', 'answer', 'seq'])
          .where('sheet_id', '=', sheetId)
          .execute()
      ).map((row) => [row.question_id, row]),
    );
    const grades = JSON.parse(sheet.grades ?? '{}') as Record<
      string,
      { status: string; score: number | null }
    >;

    for (const outcome of outcomes) {
      if (outcome.kind === 'submit') {
        expect(outcome.envelope).toEqual({
          code: '200',
          body: { answerSheetId: sheetId, state: SheetState.JUDGED },
        });
      } else if (outcome.code === '200') {
        // An acknowledged save is in what was graded, at its seq or a newer one.
        expect(outcome.ackSeq).toBeGreaterThanOrEqual(outcome.save.seq);
        expect(Number(stored.get(outcome.save.questionId)?.seq)).toBeGreaterThanOrEqual(
          outcome.save.seq,
        );
      } else {
        expect(outcome.code).toBe(ErrorCode.EXAM_SUBMITTED_OR_DELETED);
      }
    }
    expect(sheet).toMatchObject({ state: SheetState.JUDGED, submit_reason: 'learner' });
    // Each question's grade is that of the answer stored for it: graded after the last save.
    for (const question of questions) {
      const row = stored.get(question.id);
      const seq = Number(row?.seq ?? 0);
      if (row) expect(JSON.parse(row.answer ?? 'null')).toEqual(answerAt(question, seq));
      expect(grades[question.id]?.status).toBe(
        !row ? 'unanswered' : seq % 2 === 1 ? 'right' : 'wrong',
      );
    }
    expect(sheet.score).toBe(
      Object.values(grades).reduce((sum, grade) => sum + (grade.score ?? 0), 0),
    );

    // Submitting again, on either, answers the same and changes nothing.
    for (const server of servers) {
      expect(await submitOn(server, token, sheetId)).toEqual({
        code: '200',
        body: { answerSheetId: sheetId, state: SheetState.JUDGED },
      });
    }
    const sheets = await database.db
      .selectFrom('answer_sheets')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('member_id', '=', member.id)
      .where('paper_id', '=', paper.id)
      .execute();
    expect(sheets).toEqual([sheet]);
  });
});
