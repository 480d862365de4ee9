import { callApi, mapConcurrently } from '../lib/api';
import {
  answerEverything,
  answerOf,
  dialectName,
  HEADROOM_PAPERS,
  EXAM_FACTORY_CODE,
  openSheet,
  QUESTIONS,
  SETUP_CONCURRENCY,
  setUpExams,
  submitSheet,
  type Dialect,
  type ExamFixture,
  type Learner,
  type OpenSheet,
} from '../lib/exam-fixture';
import {
  describeRefusals,
  describeSaturation,
  findSaturation,
  loadOf,
  p99Target,
  runLoad,
  saturationTarget,
} from '../lib/load';
import { resolveFromRoot } from '../lib/paths';
import type { ScenarioResult } from '../lib/results';
import { startServer } from '../lib/server';

/** S2-S5: one data set per database, used in turn by the four exam scenarios. */

/** The exam-day storm: every examinee starts and loads the paper within 10 s. */
const START_LEARNERS = 10_000;
const START_WINDOW_SECONDS = 10;
const START_P99_MS = 300;
const START_CONNECTIONS = 500;
/**
 * Starts offered a second: the loads start over 0.9 s (bench/lib/load.ts), so above 1,000; 1,200
 * shares into 40 connections per wave (400 in all), each starting a learner every 1/3 s.
 */
const START_OFFERED_PER_SECOND = 1_200;

const SAVE_TARGET_PER_SECOND = 2_000;
/** Offered 10% above the target, so meeting it means the server kept up. */
const SAVE_OFFERED_PER_SECOND = 2_200;
const SAVE_SECONDS = 15;
const SAVE_P99_MS = 50;
const SAVE_CONNECTIONS = 200;
/** Saturation runs (product and bare route) for the throughput ratio. */
const SATURATION_CONNECTIONS = 64;
const SATURATION_SECONDS = 10;
const BARE_RATIO_TARGET = 0.7;

/** Sheets S4 submits, of those S2 started; the rest are submitted before S5. */
const SUBMIT_SHEETS = 5_000;
const SUBMIT_TARGET_PER_SECOND = 500;
const SUBMIT_OFFERED_PER_SECOND = 600;
const SUBMIT_P99_MS = 500;
const SUBMIT_CONNECTIONS = 200;

const RANKED_SHEETS = 10_000;
const RANKING_PAGE = 50;
const RANKING_RATE = 200;
const RANKING_SECONDS = 10;
const RANKING_P99_MS = 20;
const RANKING_CONNECTIONS = 50;

/** Each step of a headroom search lasts this long (S2 and S4 use up a start or a sheet a request). */
const HEADROOM_STEP_SECONDS = 2;
/**
 * Steps of S2's and S4's searches: from their offered rates, 7 steps use at most about 37,000 and
 * 20,000 of the headroom papers' 60,000 starts.
 */
const HEADROOM_MAX_STEPS = 7;
/** S3's steps: saves use nothing up. */
const SAVE_HEADROOM_STEP_SECONDS = 5;

const fixtureNote = (fixture: ExamFixture) =>
  `Setup: tenant ${EXAM_FACTORY_CODE} with ${fixture.learners.length.toLocaleString('en')} learners and one paper of ` +
  `${QUESTIONS} objective questions (single choice, multiple choice, true/false) imported with the server's ` +
  `pack CLI in ${fixture.importSeconds.toFixed(1)} s; every learner signed in through /login/login in ` +
  `${fixture.loginSeconds.toFixed(1)} s (their shared password hash has a low argon2id cost: S1 measures real logins). ` +
  `${dialectName(fixture.dialect)}, RATE_LIMITS=off.`;

/** A learner's start of a paper: each learner can start each paper once. */
type Start = { learner: Learner; paperId: string };

/** The starts the headroom searches use up, paper by paper (HEADROOM_PAPERS of them). */
const headroomStarts = (fixture: ExamFixture) => {
  let next = 0;
  return (count: number): Start[] => {
    const starts = Array.from({ length: count }, (_, offset) => {
      const index = next + offset;
      const paperId = fixture.headroomPaperIds[Math.floor(index / fixture.learners.length)];
      const learner = fixture.learners[index % fixture.learners.length];
      if (!paperId || !learner) throw new Error('the headroom papers have no starts left');
      return { learner, paperId };
    });
    next += count;
    return starts;
  };
};

/**
 * Each start's POST /exam/start at `rate`, each on one connection in turn; it answers the sheet
 * with the paper's questions, as the answering screen opens on it. Answers the sheets' ids.
 */
const startLoad = async (fixture: ExamFixture, starts: Start[], rate: number) => {
  const sheetIds = new Array<string | undefined>(starts.length);
  let next = 0;
  const startOf = (context: Record<string, unknown>) => {
    if (context.index === undefined) context.index = next++;
    const start = starts[context.index as number];
    if (!start) throw new Error('more requests than starts');
    return start;
  };
  const outcome = await runLoad({
    server: fixture.server,
    connections: START_CONNECTIONS,
    overallRate: rate,
    amount: starts.length,
    sequence: [
      {
        method: 'POST',
        path: () => '/h5/api/exam/start',
        token: (context) => startOf(context).learner.token,
        body: (context) => ({ paperId: startOf(context).paperId, continueExam: false }),
        // The sheet's id comes first in the answer, before its questions.
        onText: (text, context) => {
          sheetIds[context.index as number] = /"answerSheetId":"([^"]+)"/.exec(text)?.[1];
        },
      },
    ],
  });
  return { outcome, sheetIds };
};

/** S2: the exam-day storm on the main paper, then its headroom on the headroom papers. */
const examStart = async (fixture: ExamFixture, nextHeadroomStarts: (count: number) => Start[]) => {
  const learners = fixture.learners.slice(0, START_LEARNERS);
  const { outcome, sheetIds } = await startLoad(
    fixture,
    learners.map((learner) => ({ learner, paperId: fixture.paperId })),
    START_OFFERED_PER_SECOND,
  );
  const started = sheetIds.filter((id) => id !== undefined).length;
  console.log(`bench: S2 headroom (${fixture.dialect})`);
  const headroom = await findSaturation(
    START_OFFERED_PER_SECOND,
    START_P99_MS,
    HEADROOM_STEP_SECONDS,
    async (rate, amount) => (await startLoad(fixture, nextHeadroomStarts(amount), rate)).outcome,
    HEADROOM_MAX_STEPS,
  );
  const result: ScenarioResult = {
    id: 'S2',
    name: `exam start (${dialectName(fixture.dialect)})`,
    work: `${START_LEARNERS.toLocaleString('en')} learners start a ${QUESTIONS}-question sheet and load the paper, offered at ${START_OFFERED_PER_SECOND.toLocaleString('en')} learners/s`,
    load: loadOf(outcome),
    targets: [
      p99Target(outcome, START_P99_MS),
      {
        label: `every learner started and loaded within ${START_WINDOW_SECONDS} s:`,
        target: `${START_LEARNERS} sheets`,
        measured: `${started} sheets, ${outcome.requests - outcome.errors} ok answers in ${outcome.durationSeconds.toFixed(1)} s`,
        pass:
          started === START_LEARNERS &&
          outcome.errors === 0 &&
          outcome.durationSeconds <= START_WINDOW_SECONDS,
      },
      saturationTarget(headroom, START_P99_MS, START_OFFERED_PER_SECOND),
    ],
    details: null,
    notes: [
      fixtureNote(fixture),
      `Load: autocannon, ${outcome.connections} connections, ${START_OFFERED_PER_SECOND.toLocaleString('en')} requests/s: ` +
        `each learner's POST /exam/start, which answers the sheet with its ${QUESTIONS} questions, with the learner's token. ` +
        `Refusals: ${describeRefusals(outcome.refusals)}.`,
      `Headroom: ${HEADROOM_STEP_SECONDS} s loads of new starts on the ${HEADROOM_PAPERS} headroom papers, a quarter more each step: ` +
        `${describeSaturation(headroom.steps)}.`,
    ],
  };
  return { result, sheetIds: sheetIds.filter((id): id is string => id !== undefined) };
};

/** The saves of S3: each goes to the next sheet in turn, one question, with a rising seq. */
const saveRequests = (sheets: OpenSheet[]) => {
  let next = 0;
  return () => {
    const n = next++;
    const sheet = sheets[n % sheets.length] as OpenSheet;
    const round = Math.floor(n / sheets.length);
    const question = sheet.questions[(round * 7 + n) % sheet.questions.length];
    if (!question) throw new Error('sheet without questions');
    return { sheet, question, seq: round + 1, variant: n };
  };
};

/** S3: autosaves at a fixed rate, then product and bare route at saturation. */
const autosave = async (fixture: ExamFixture, sheets: OpenSheet[]) => {
  // One run of saves for every load, so each save's seq is above the sheet's stored one.
  const nextSave = saveRequests(sheets);
  const productSequence = () => {
    return [
      {
        method: 'POST' as const,
        path: () => '/h5/api/exam/saveAnswers',
        token: (context: Record<string, unknown>) => {
          const save = nextSave();
          context.save = save;
          return save.sheet.learner.token;
        },
        body: (context: Record<string, unknown>) => {
          const save = context.save as ReturnType<ReturnType<typeof saveRequests>>;
          return {
            answerSheetId: save.sheet.answerSheetId,
            answers: [
              {
                questionId: save.question.questionId,
                seq: save.seq,
                answer: answerOf(save.question.questionType, save.variant),
                marked: false,
              },
            ],
          };
        },
      },
    ];
  };
  const fixed = await runLoad({
    server: fixture.server,
    connections: SAVE_CONNECTIONS,
    overallRate: SAVE_OFFERED_PER_SECOND,
    amount: SAVE_OFFERED_PER_SECOND * SAVE_SECONDS,
    sequence: productSequence(),
  });
  console.log(`bench: S3 headroom (${fixture.dialect})`);
  const headroom = await findSaturation(
    SAVE_OFFERED_PER_SECOND,
    SAVE_P99_MS,
    SAVE_HEADROOM_STEP_SECONDS,
    (rate, amount) =>
      runLoad({
        server: fixture.server,
        connections: SAVE_CONNECTIONS,
        overallRate: rate,
        amount,
        sequence: productSequence(),
      }),
  );
  const productSaturated = await runLoad({
    server: fixture.server,
    connections: SATURATION_CONNECTIONS,
    durationSeconds: SATURATION_SECONDS,
    sequence: productSequence(),
  });

  // The bare route runs on the same database while the product server is stopped.
  const bareSaturated = await fixture.withServerStopped(async () => {
    const bare = await startServer(
      { ...fixture.env, BENCH_FACTORY_CODE: EXAM_FACTORY_CODE },
      {
        nodeArgs: ['--import', 'tsx', resolveFromRoot('bench/lib/bare-upsert-server.ts')],
        readyPath: '/ready',
      },
    );
    try {
      return await runLoad({
        server: bare,
        connections: SATURATION_CONNECTIONS,
        durationSeconds: SATURATION_SECONDS,
        sequence: [
          {
            method: 'POST',
            path: () => '/upsert',
            token: () => null,
            body: () => {
              const save = nextSave();
              return {
                sheetId: save.sheet.answerSheetId,
                questionId: save.question.questionId,
                answer: JSON.stringify(answerOf(save.question.questionType, save.variant)),
                // Above every seq the product stored, so each upsert writes.
                seq: 1_000_000 + save.seq,
              };
            },
          },
        ],
      });
    } finally {
      await bare.stop();
    }
  });
  const ratio = productSaturated.requestsPerSecond / bareSaturated.requestsPerSecond;
  const result: ScenarioResult = {
    id: 'S3',
    name: `autosave (${dialectName(fixture.dialect)})`,
    work: `single-answer saves to ${sheets.length.toLocaleString('en')} open sheets offered at ${SAVE_OFFERED_PER_SECOND.toLocaleString('en')}/s for ${SAVE_SECONDS} s`,
    load: loadOf(fixed),
    targets: [
      p99Target(fixed, SAVE_P99_MS),
      {
        label: 'saves/s ≥',
        target: `${SAVE_TARGET_PER_SECOND.toLocaleString('en')}, no errors`,
        measured: `${fixed.requestsPerSecond.toFixed(0)}/s, ${fixed.errors} errors`,
        pass: fixed.requestsPerSecond >= SAVE_TARGET_PER_SECOND && fixed.errors === 0,
      },
      {
        label: 'saturated product / bare Fastify upsert ≥',
        target: String(BARE_RATIO_TARGET),
        measured:
          `${productSaturated.requestsPerSecond.toFixed(0)}/s / ${bareSaturated.requestsPerSecond.toFixed(0)}/s = ` +
          ratio.toFixed(2),
        pass:
          ratio >= BARE_RATIO_TARGET && productSaturated.errors === 0 && bareSaturated.errors === 0,
      },
      saturationTarget(headroom, SAVE_P99_MS, SAVE_OFFERED_PER_SECOND),
    ],
    details: null,
    notes: [
      `Load: autocannon, ${fixed.connections} connections, POST /exam/saveAnswers with one answer each, the learner's own token; ` +
        `sheets in turn, a rising seq per sheet. Refusals: ${describeRefusals(fixed.refusals)}.`,
      `Saturation: ${SATURATION_CONNECTIONS} connections for ${SATURATION_SECONDS} s with no rate limit. Product ` +
        `${productSaturated.requestsPerSecond.toFixed(0)}/s (p99 ${productSaturated.latencyMs.p99} ms, ${productSaturated.errors} errors); ` +
        `bare Fastify route (bench/lib/bare-upsert-server.ts: one INSERT … ON CONFLICT of sheet_answers per request on the same ` +
        `database, no session, no checks) ${bareSaturated.requestsPerSecond.toFixed(0)}/s (p99 ${bareSaturated.latencyMs.p99} ms, ` +
        `${bareSaturated.errors} errors, CPU ${bareSaturated.serverCpuSeconds.toFixed(1)} s).`,
      `Headroom: ${SAVE_HEADROOM_STEP_SECONDS} s loads of the same saves, a quarter more each step: ${describeSaturation(headroom.steps)}.`,
    ],
  };
  return result;
};

/** Each sheet's POST /exam/submit at `rate`, each sheet once. */
const submitLoad = (fixture: ExamFixture, sheets: OpenSheet[], rate: number) => {
  let next = 0;
  return runLoad({
    server: fixture.server,
    connections: SUBMIT_CONNECTIONS,
    overallRate: rate,
    amount: sheets.length,
    sequence: [
      {
        method: 'POST',
        path: () => '/h5/api/exam/submit',
        token: (context) => {
          context.sheet = sheets[next++];
          return (context.sheet as OpenSheet).learner.token;
        },
        body: (context) => ({ answerSheetId: (context.sheet as OpenSheet).answerSheetId }),
      },
    ],
  });
};

/**
 * S4: fully answered sheets submitted and graded at a fixed rate; then its headroom, each step's
 * sheets opened and answered on the headroom papers before it.
 */
const submitAndGrade = async (
  fixture: ExamFixture,
  sheets: OpenSheet[],
  nextHeadroomStarts: (count: number) => Start[],
) => {
  const outcome = await submitLoad(fixture, sheets, SUBMIT_OFFERED_PER_SECOND);
  console.log(`bench: S4 headroom (${fixture.dialect})`);
  const headroom = await findSaturation(
    SUBMIT_OFFERED_PER_SECOND,
    SUBMIT_P99_MS,
    HEADROOM_STEP_SECONDS,
    async (rate, amount) => {
      const prepared = await mapConcurrently(
        nextHeadroomStarts(amount),
        SETUP_CONCURRENCY,
        async ({ learner, paperId }) => {
          const sheet = await openSheet(fixture.server.url, paperId, learner);
          await answerEverything(fixture.server.url, sheet, 1);
          return sheet;
        },
      );
      return submitLoad(fixture, prepared, rate);
    },
    HEADROOM_MAX_STEPS,
  );
  const result: ScenarioResult = {
    id: 'S4',
    name: `submit + grade (${dialectName(fixture.dialect)})`,
    work: `${sheets.length.toLocaleString('en')} sheets of ${QUESTIONS} answered objective questions submitted, offered at ${SUBMIT_OFFERED_PER_SECOND}/s`,
    load: loadOf(outcome),
    targets: [
      p99Target(outcome, SUBMIT_P99_MS),
      {
        label: 'submissions/s ≥',
        target: `${SUBMIT_TARGET_PER_SECOND}, no errors`,
        measured: `${outcome.requestsPerSecond.toFixed(0)}/s, ${outcome.errors} errors`,
        pass: outcome.requestsPerSecond >= SUBMIT_TARGET_PER_SECOND && outcome.errors === 0,
      },
      saturationTarget(headroom, SUBMIT_P99_MS, SUBMIT_OFFERED_PER_SECOND),
    ],
    details: null,
    notes: [
      `Load: autocannon, ${outcome.connections} connections, POST /exam/submit, each sheet once with its learner's token; ` +
        `every sheet had all ${QUESTIONS} questions answered in one save beforehand. Refusals: ${describeRefusals(outcome.refusals)}.`,
      `Headroom: ${HEADROOM_STEP_SECONDS} s loads, a quarter more each step, of sheets opened and fully answered on the headroom papers before each step: ` +
        `${describeSaturation(headroom.steps)}.`,
    ],
  };
  return result;
};

/** S5: the member ranking's first page of 50 and the learner's own rank, over 10,000 sheets. */
const ranking = async (fixture: ExamFixture) => {
  let next = 0;
  const outcome = await runLoad({
    server: fixture.server,
    connections: RANKING_CONNECTIONS,
    overallRate: RANKING_RATE,
    amount: RANKING_RATE * RANKING_SECONDS,
    sequence: [
      {
        method: 'GET',
        path: () =>
          `/h5/api/exam/rankings?paperId=${fixture.paperId}&tab=member&pageNum=1&pageSize=${RANKING_PAGE}`,
        token: () =>
          (fixture.learners[next++ % RANKED_SHEETS] ?? fixture.learners[0])?.token ?? null,
      },
    ],
  });
  const result: ScenarioResult = {
    id: 'S5',
    name: `ranking (${dialectName(fixture.dialect)})`,
    work: `top ${RANKING_PAGE} and own rank over ${RANKED_SHEETS.toLocaleString('en')} submitted sheets, at ${RANKING_RATE}/s`,
    load: loadOf(outcome),
    targets: [
      p99Target(outcome, RANKING_P99_MS),
      {
        label: 'errors:',
        target: '0',
        measured: String(outcome.errors),
        pass: outcome.errors === 0,
      },
    ],
    details: null,
    notes: [
      `Load: autocannon, ${outcome.connections} connections, GET /exam/rankings (member tab, page of ${RANKING_PAGE}), ` +
        `a different learner's token each time. Refusals: ${describeRefusals(outcome.refusals)}.`,
    ],
  };
  return result;
};

/** Opens, fully answers and submits sheets for learners outside the measured loads. */
const prepareSheets = async (fixture: ExamFixture, sheets: OpenSheet[], submit: boolean) => {
  await mapConcurrently(sheets, SETUP_CONCURRENCY, async (sheet) => {
    await answerEverything(fixture.server.url, sheet, 1_000);
    if (submit) await submitSheet(fixture.server.url, sheet);
  });
};

/** S2 to S5 on one database. */
export const examScenarios = async (dialect: Dialect, port: number): Promise<ScenarioResult[]> => {
  const fixture = await setUpExams(dialect, port, RANKED_SHEETS);
  try {
    console.log(`bench: S2 exam start (${dialect})`);
    const nextHeadroomStarts = headroomStarts(fixture);
    const start = await examStart(fixture, nextHeadroomStarts);
    const first = fixture.learners[0];
    const firstSheetId = start.sheetIds[0];
    if (!first || !firstSheetId) throw new Error('S2 opened no sheet');
    const { questions } = await callApi<{ questions: OpenSheet['questions'] }>(
      fixture.server.url,
      'GET',
      `/exam/answerSheet?answerSheetId=${firstSheetId}`,
      { token: first.token },
    );
    const startedSheets = start.sheetIds.map((answerSheetId, index) => ({
      learner: fixture.learners[index] as OpenSheet['learner'],
      answerSheetId,
      questions,
    }));

    console.log(`bench: S3 autosave (${dialect})`);
    const save = await autosave(fixture, startedSheets);

    console.log(`bench: S4 submit + grade (${dialect}): answering every question first`);
    const submitted = startedSheets.slice(0, SUBMIT_SHEETS);
    await prepareSheets(fixture, submitted, false);
    const submit = await submitAndGrade(fixture, submitted, nextHeadroomStarts);

    const rest = startedSheets.slice(SUBMIT_SHEETS);
    const more = await mapConcurrently(
      fixture.learners.slice(startedSheets.length, RANKED_SHEETS),
      SETUP_CONCURRENCY,
      (learner) => openSheet(fixture.server.url, fixture.paperId, learner),
    );
    console.log(
      `bench: S5 ranking (${dialect}): ${rest.length + more.length} more submitted sheets first`,
    );
    await prepareSheets(fixture, [...rest, ...more], true);
    const rank = await ranking(fixture);
    return [start.result, save, submit, rank];
  } finally {
    await fixture.close();
  }
};
