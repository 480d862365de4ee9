import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import { SheetState } from '@lectern/contracts/exams/exam';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database';
import { createPaperWithQuestions } from '../../test/exam-factories';
import { createMember, createTenant, type TestMember } from '../../test/factories';
import { createScratchDatabase, ServerProcess } from '../../test/server-process';
import type { Envelope } from '../../test/test-app';

/**
 * ARCHITECTURE.md, data durability: the real server, killed with SIGKILL while saves are in
 * flight, loses no answer it acknowledged. Runs on a SQLite file, and on a PostgreSQL database
 * of its own when TEST_DATABASE_URL is set.
 */

const onPostgres = process.env.LECTERN_TEST_DIALECT === 'postgres';
const QUESTION_COUNT = 4;
/** Saves in flight at once, so the kill lands while some are half done. */
const CONCURRENT_SAVES = 4;
type ServerEnv = Record<string, string>;

/** A database of this file's own, on the dialect under test. */
const createDatabase = async () => {
  if (!onPostgres) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lectern-durability-'));
    const handle = openDatabase({ dialect: 'sqlite', path: join(dataDir, 'lectern.sqlite') });
    return {
      handle,
      env: { DATA_DIR: dataDir } as ServerEnv,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase('lectern_durability');
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-durability-'));
  return {
    handle: openDatabase({ dialect: 'postgres', url: scratch.url }),
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url } as ServerEnv,
    drop: async () => {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const answerOf = (seq: number): TAnswer => ({
  questionType: QuestionType.FILL_IN_BLANK,
  blanks: [`seq ${seq}`, ''],
});

type TSavedAnswer = { questionId: string; answer: TAnswer | null; marked: boolean; seq: number };

let database: Awaited<ReturnType<typeof createDatabase>>;
let member: TestMember;
let paperId: string;
let questionIds: string[];
let servers: ServerProcess[] = [];

const startServer = async () => {
  const server = await ServerProcess.start({
    ...database.env,
    DEMO_PACK: 'off',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    WEB_DIST: join(database.env.DATA_DIR ?? tmpdir(), 'no-web'),
  });
  servers.push(server);
  return server;
};

beforeAll(async () => {
  database = await createDatabase();
  const handle: DatabaseHandle = database.handle;
  await migrateToLatest(handle);
  const tenant = await createTenant(handle.db);
  member = await createMember(handle.db, tenant);
  const { paper, questions } = await createPaperWithQuestions(
    handle.db,
    tenant,
    Array.from({ length: QUESTION_COUNT }, () => QuestionType.FILL_IN_BLANK),
    // No deadline: nothing but the kills happens to the sheet.
    { durationMinutes: null },
  );
  paperId = paper.id;
  questionIds = questions.map((question) => question.id);
  if (handle.dialect === 'sqlite') {
    // The settings the server opens its file with (db/database.ts).
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(handle.db)).rows[0] ?? {})[0];
    expect(await pragma('journal_mode')).toBe('wal');
    // 2 = FULL: a commit is on disk before the save is acknowledged.
    expect(await pragma('synchronous')).toBe(2);
  }
  await handle.db.destroy();
});

afterAll(async () => {
  for (const server of servers) {
    await server.stop(0);
  }
  servers = [];
  await database?.drop();
});

/**
 * Saves with increasing seqs, CONCURRENT_SAVES at a time, and kills the server with SIGKILL the
 * moment the `killAfter`th acknowledgement arrives. Answers the highest seq acknowledged per
 * question (acknowledgements that arrive after the kill count too: the server sent them).
 */
const saveUntilKilled = async (
  server: ServerProcess,
  token: string,
  sheetId: string,
  firstSeq: number,
  killAfter: number,
) => {
  const acknowledged = new Map<string, number>();
  let nextSeq = firstSeq;
  let acks = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const seq = nextSeq;
      nextSeq += 1;
      const questionId = questionIds[seq % QUESTION_COUNT]!;
      let envelope: Envelope<{ saved: { questionId: string; seq: number }[] }>;
      try {
        envelope = await server.call('/exam/saveAnswers', {
          token,
          body: {
            answerSheetId: sheetId,
            answers: [{ questionId, seq, answer: answerOf(seq), marked: seq % 2 === 0 }],
          },
        });
      } catch {
        return; // The connection died with the server: not acknowledged.
      }
      expect(envelope.code).toBe('200');
      const ackSeq = envelope.body.saved[0]?.seq ?? 0;
      expect(ackSeq).toBeGreaterThanOrEqual(seq);
      acknowledged.set(questionId, Math.max(acknowledged.get(questionId) ?? 0, seq));
      acks += 1;
      if (acks === killAfter && !killed) {
        killed = true;
        server.process.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_SAVES }, worker));
  await server.gone();
  expect(server.process.signalCode).toBe('SIGKILL');
  return acknowledged;
};

/** Every acknowledged answer is there, whole, at its seq or a later one. */
const expectDurable = (answers: TSavedAnswer[], acknowledged: Map<string, number>) => {
  const stored = new Map(answers.map((answer) => [answer.questionId, answer]));
  for (const [questionId, seq] of acknowledged) {
    const answer = stored.get(questionId);
    expect(answer?.seq).toBeGreaterThanOrEqual(seq);
    expect(answer?.answer).toEqual(answerOf(answer?.seq ?? 0));
    expect(answer?.marked).toBe((answer?.seq ?? 0) % 2 === 0);
  }
};

describe('a server killed with SIGKILL between saves', () => {
  it('keeps every acknowledged answer, and the sheet can be submitted', async () => {
    let server = await startServer();
    const login = await server.call<{ tokenValue: string }>('/login/login', {
      body: {
        factoryCode: member.tenant.factoryCode,
        userCode: member.userCode,
        password: member.password,
      },
    });
    expect(login.code).toBe('200');
    const token = login.body.tokenValue;
    const start = await server.call<{ answerSheetId: string }>('/exam/start', {
      token,
      body: { paperId, continueExam: false },
    });
    expect(start.code).toBe('200');
    const sheetId = start.body.answerSheetId;

    let nextSeq = 1;
    const everAcknowledged = new Map<string, number>();
    for (const killAfter of [25, 40]) {
      const acknowledged = await saveUntilKilled(server, token, sheetId, nextSeq, killAfter);
      expect(acknowledged.size).toBe(QUESTION_COUNT);
      for (const [questionId, seq] of acknowledged) everAcknowledged.set(questionId, seq);

      server = await startServer();
      const sheet = await server.call<{ answers: TSavedAnswer[]; lastSeq: number }>(
        `/exam/answerSheet?answerSheetId=${encodeURIComponent(sheetId)}`,
        { token },
      );
      expect(sheet.code).toBe('200');
      expectDurable(sheet.body.answers, everAcknowledged);
      expect(sheet.body.lastSeq).toBeGreaterThanOrEqual(Math.max(...everAcknowledged.values()));
      // The client continues above the last seq the server has.
      nextSeq = sheet.body.lastSeq + 1;
    }

    const submitted = await server.call<{ state: string }>('/exam/submit', {
      token,
      body: { answerSheetId: sheetId },
    });
    expect(submitted).toEqual({
      code: '200',
      body: { answerSheetId: sheetId, state: SheetState.JUDGED },
    });
    await server.stop();
  }, 60_000);
});
