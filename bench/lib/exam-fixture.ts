import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import pg from 'pg';
import { callApi, mapConcurrently } from './api';
import { importPack } from './import-pack';
import { startServer, type RunningServer } from './server';

/** The exam scenarios' data: one tenant, its learners and one paper of objective questions. */

export const EXAM_FACTORY_CODE = '900200';
export const PAPER_CODE = 'bench-objective';
/** S9's practice task: every question of the paper's bank. */
export const PRACTICE_TASK_NAME = 'Benchmark practice';
export const COURSE_NAME = 'Benchmark course';
export const QUESTIONS = 150;
/**
 * Further papers of the same questions, for the headroom searches of S2 and S4 (issue 25): each
 * learner starts each paper once, so each gives a fresh start per learner.
 */
export const HEADROOM_PAPERS = 6;
const MAIN_PAPER_NAME = 'Benchmark paper';
const headroomPaperName = (index: number) => `Headroom paper ${index + 1}`;
const PASSWORD = 'bench-exam-pass';
export const SETUP_CONCURRENCY = 32;

export type Dialect = 'sqlite' | 'postgres';

export const dialectName = (dialect: Dialect) => (dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL');

/** A learner with a live session: the token an autocannon connection carries. */
export type Learner = { userCode: string; token: string };

/** A sheet being answered, with its questions in the sheet's order. */
export type OpenSheet = {
  learner: Learner;
  answerSheetId: string;
  questions: { questionId: string; questionType: number }[];
};

const userCodeOf = (index: number) => `exam${String(index).padStart(5, '0')}`;

/** Single choice, multiple choice and true/false in turn: what S4 grades. */
const objectiveQuestion = (index: number) => {
  const options = ['A', 'B', 'C', 'D'].map((key) => ({ key, content: `Option ${key}` }));
  const code = `q${String(index).padStart(3, '0')}`;
  const content = `<p>Benchmark question ${index + 1}: which of these is right?</p>`;
  switch (index % 3) {
    case 0:
      return { code, content, options, key: { questionType: 1, choice: 'B' } };
    case 1:
      return { code, content, options, key: { questionType: 2, choices: ['A', 'C'] } };
    default:
      return {
        code,
        content: `<p>Statement ${index + 1} is true.</p>`,
        key: { questionType: 4, value: true },
      };
  }
};

/**
 * The pack: learners share one password hash made with a low argon2id cost, so the setup's
 * logins are quick (S1 measures logins at the product's real cost).
 */
const examPack = async (learners: number) => {
  const passwordHash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  return {
    version: 1,
    tenant: {
      factoryCode: EXAM_FACTORY_CODE,
      sysName: 'Benchmark exams',
      edition: 'all-in-one',
      modules: ['exams', 'practice', 'courses'],
    },
    organisations: [
      { code: 'north', name: 'North' },
      { code: 'south', name: 'South' },
    ],
    members: Array.from({ length: learners }, (_, index) => ({
      userCode: userCodeOf(index),
      nickName: `Learner ${index}`,
      passwordHash,
      organisations: [index % 2 === 0 ? 'north' : 'south'],
    })),
    questionBanks: [
      {
        code: 'objective',
        name: 'Objective questions',
        questions: Array.from({ length: QUESTIONS }, (_, index) => objectiveQuestion(index)),
      },
    ],
    practiceTasks: [{ code: 'bench-practice', name: PRACTICE_TASK_NAME, banks: ['objective'] }],
    courses: [
      {
        code: 'bench-course',
        name: COURSE_NAME,
        credit: 1,
        // An hour-long video: heartbeats credit it without completing it during a run.
        coursewares: [
          {
            code: 'bench-video',
            name: 'Benchmark video',
            kind: 'video',
            file: 'https://media.invalid/bench.mp4',
            durationSeconds: 3_600,
          },
        ],
      },
    ],
    papers: [
      MAIN_PAPER_NAME,
      ...Array.from({ length: HEADROOM_PAPERS }, (_, index) => headroomPaperName(index)),
    ].map((name, index) => ({
      code: index === 0 ? PAPER_CODE : `${PAPER_CODE}-${index}`,
      name,
      duration: 120,
      passScore: 90,
      questions: Array.from({ length: QUESTIONS }, (_, question) => ({
        bankCode: 'objective',
        questionCode: objectiveQuestion(question).code,
        score: 1,
      })),
    })),
  };
};

/**
 * The database a run uses: a fresh SQLite file, or a PostgreSQL database made anew (dropped and
 * created through the server's `postgres` database), BENCH_DATABASE_URL unless another is given.
 */
export const prepareDatabase = async (
  dialect: Dialect,
  url = process.env.BENCH_DATABASE_URL,
): Promise<Record<string, string>> => {
  if (dialect === 'sqlite') return {};
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return { DATABASE_URL: url };
};

export type ExamFixture = {
  dialect: Dialect;
  /** The running product server; a new one after `withServerStopped`. */
  server: RunningServer;
  env: Record<string, string>;
  learners: Learner[];
  paperId: string;
  /** The headroom papers' ids (HEADROOM_PAPERS). */
  headroomPaperIds: string[];
  importSeconds: number;
  loginSeconds: number;
  /** Runs `work` on the database while the product server is stopped, then starts it again. */
  withServerStopped: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** Imports the pack with the server's CLI, starts the built server and signs every learner in. */
export const setUpExams = async (
  dialect: Dialect,
  port: number,
  learnerCount: number,
): Promise<ExamFixture> => {
  const dataDir = mkdtempSync(join(tmpdir(), `lectern-bench-exams-${dialect}-`));
  const env = {
    DATA_DIR: dataDir,
    DEMO_PACK: 'off',
    RATE_LIMITS: 'off',
    PORT: String(port),
    ...(await prepareDatabase(dialect)),
  };
  const importSeconds = importPack(await examPack(learnerCount), env);
  const fixture: ExamFixture = {
    dialect,
    server: await startServer(env),
    env,
    learners: [],
    paperId: '',
    headroomPaperIds: [],
    importSeconds,
    loginSeconds: 0,
    withServerStopped: async (work) => {
      await fixture.server.stop();
      try {
        return await work();
      } finally {
        fixture.server = await startServer(env);
      }
    },
    close: async () => {
      await fixture.server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    const { url } = fixture.server;
    const loginStarted = performance.now();
    fixture.learners = await mapConcurrently(
      Array.from({ length: learnerCount }, (_, index) => userCodeOf(index)),
      SETUP_CONCURRENCY,
      async (userCode) => {
        const { tokenValue } = await callApi<{ tokenValue: string }>(url, 'POST', '/login/login', {
          body: { factoryCode: EXAM_FACTORY_CODE, userCode, password: PASSWORD },
        });
        return { userCode, token: tokenValue };
      },
    );
    fixture.loginSeconds = (performance.now() - loginStarted) / 1000;
    const first = fixture.learners[0];
    if (!first) throw new Error('no learners');
    const list = await callApi<{ list: { paperId: string; paperName: string }[] }>(
      url,
      'GET',
      '/exam/list?pageNum=1&pageSize=20',
      { token: first.token },
    );
    const paperIdOf = (name: string) => {
      const paperId = list.list.find((paper) => paper.paperName === name)?.paperId;
      if (!paperId) throw new Error(`${name} is not in the exam list`);
      return paperId;
    };
    fixture.paperId = paperIdOf(MAIN_PAPER_NAME);
    fixture.headroomPaperIds = Array.from({ length: HEADROOM_PAPERS }, (_, index) =>
      paperIdOf(headroomPaperName(index)),
    );
    return fixture;
  } catch (error) {
    await fixture.close();
    throw error;
  }
};

type SheetResponse = {
  answerSheetId: string;
  questions: { questionId: string; questionType: number }[];
};

/** Starts a learner's sheet and loads it, as the exam screen does. */
export const openSheet = async (
  url: string,
  paperId: string,
  learner: Learner,
): Promise<OpenSheet> => {
  const { answerSheetId } = await callApi<{ answerSheetId: string }>(url, 'POST', '/exam/start', {
    token: learner.token,
    body: { paperId, continueExam: false },
  });
  const sheet = await callApi<SheetResponse>(
    url,
    'GET',
    `/exam/answerSheet?answerSheetId=${encodeURIComponent(answerSheetId)}`,
    { token: learner.token },
  );
  return { learner, answerSheetId, questions: sheet.questions };
};

/** An answer of the question's type; right or wrong does not change the work of grading. */
export const answerOf = (questionType: number, variant: number) => {
  switch (questionType) {
    case 1:
      return { questionType, choice: ['A', 'B', 'C', 'D'][variant % 4] };
    case 2:
      return { questionType, choices: variant % 2 === 0 ? ['A', 'C'] : ['B'] };
    default:
      return { questionType, value: variant % 2 === 0 };
  }
};

/** Saves an answer to every question of the sheet in one call, as a reconnecting client does. */
export const answerEverything = (url: string, sheet: OpenSheet, seq: number) =>
  callApi(url, 'POST', '/exam/saveAnswers', {
    token: sheet.learner.token,
    body: {
      answerSheetId: sheet.answerSheetId,
      answers: sheet.questions.map((question, index) => ({
        questionId: question.questionId,
        seq,
        answer: answerOf(question.questionType, index),
        marked: false,
      })),
    },
  });

export const submitSheet = (url: string, sheet: OpenSheet) =>
  callApi(url, 'POST', '/exam/submit', {
    token: sheet.learner.token,
    body: { answerSheetId: sheet.answerSheetId },
  });
