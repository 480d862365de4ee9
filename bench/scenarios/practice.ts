import { callApi, mapConcurrently } from '../lib/api';
import {
  answerOf,
  dialectName,
  EXAM_FACTORY_CODE,
  PRACTICE_TASK_NAME,
  QUESTIONS,
  SETUP_CONCURRENCY,
  setUpExams,
  type Dialect,
  type Learner,
} from '../lib/exam-fixture';
import { describeRefusals, loadOf, p99Target, runLoad, type LoadOptions } from '../lib/load';
import type { ScenarioResult } from '../lib/results';

/** S9: practice answers saved and judged on save (issue 22, point 10). */

const LEARNERS = 2_000;
const SAVE_TARGET_PER_SECOND = 2_000;
/** Offered 10% above the target, so meeting it means the server kept up. */
const SAVE_OFFERED_PER_SECOND = 2_200;
const SAVE_SECONDS = 15;
/**
 * Saves offered at the same rate before the measured ones, not counted: a fresh server's first
 * saves JIT-compile the path and fill its kept tasks and questions, and on PostgreSQL prepare the
 * statements on each pool connection; on this machine that held the first 2 s of a cold run above
 * 50 ms. The steady state is what a learner meets on a running server.
 */
const WARM_UP_SECONDS = 3;
const SAVE_P99_MS = 50;
const SAVE_CONNECTIONS = 200;

type Round = { learner: Learner; questions: { questionId: string; questionType: number }[] };

/** Opens each learner's round of the task in answer mode, as the practice screen does. */
const openRounds = async (url: string, learners: Learner[]) => {
  const first = learners[0];
  if (!first) throw new Error('no learners');
  const list = await callApi<{ list: { taskId: string; name: string }[] }>(
    url,
    'GET',
    '/exercise/list?pageNum=1&pageSize=10',
    { token: first.token },
  );
  const taskId = list.list.find((task) => task.name === PRACTICE_TASK_NAME)?.taskId;
  if (!taskId) throw new Error('the benchmark practice task is not in the list');
  const rounds = await mapConcurrently(
    learners,
    SETUP_CONCURRENCY,
    async (learner): Promise<Round> => {
      const round = await callApi<{ questions: { view: Round['questions'][number] }[] }>(
        url,
        'POST',
        '/exercise/practice',
        { token: learner.token, body: { taskId, mode: 'answer' } },
      );
      return {
        learner,
        questions: round.questions.map(({ view }) => ({
          questionId: view.questionId,
          questionType: view.questionType,
        })),
      };
    },
  );
  return { taskId, rounds };
};

/**
 * The saves: each goes to the next learner in turn, answering their next question with the
 * next seq, right or wrong in turn (a wrong one also lands in the learner's mistake sets).
 */
const saveRequests = (rounds: Round[], taskId: string) => {
  let next = 0;
  return () => {
    const n = next++;
    const round = rounds[n % rounds.length] as Round;
    const answered = Math.floor(n / rounds.length);
    const question = round.questions[answered % round.questions.length];
    if (!question) throw new Error('round without questions');
    return {
      token: round.learner.token,
      body: {
        taskId,
        questionId: question.questionId,
        seq: answered + 1,
        answer: answerOf(question.questionType, n),
      },
    };
  };
};

export const practiceSave = async (dialect: Dialect, port: number): Promise<ScenarioResult> => {
  const fixture = await setUpExams(dialect, port, LEARNERS);
  try {
    const { taskId, rounds } = await openRounds(fixture.server.url, fixture.learners);
    const amount = SAVE_OFFERED_PER_SECOND * SAVE_SECONDS;
    const warmUp = SAVE_OFFERED_PER_SECOND * WARM_UP_SECONDS;
    if (warmUp + amount > rounds.length * QUESTIONS) {
      throw new Error('more saves than questions to answer');
    }
    const nextSave = saveRequests(rounds, taskId);
    const saves = (count: number): LoadOptions => ({
      server: fixture.server,
      connections: SAVE_CONNECTIONS,
      overallRate: SAVE_OFFERED_PER_SECOND,
      amount: count,
      sequence: [
        {
          method: 'POST',
          path: () => '/h5/api/exercise/saveAnswer',
          token: (context) => {
            const save = nextSave();
            context.save = save;
            return save.token;
          },
          body: (context) => (context.save as ReturnType<typeof nextSave>).body,
        },
      ],
    });
    console.log(`bench: S9 practice save (${dialect}), warm-up`);
    const warm = await runLoad(saves(warmUp));
    if (warm.errors > 0) throw new Error(`S9 warm-up: ${warm.errors} errors`);
    console.log(`bench: S9 practice save (${dialect})`);
    const outcome = await runLoad(saves(amount));
    return {
      id: 'S9',
      name: `practice save (${dialectName(dialect)})`,
      work: `answers judged on save in ${LEARNERS.toLocaleString('en')} learners' practice rounds, offered at ${SAVE_OFFERED_PER_SECOND.toLocaleString('en')}/s for ${SAVE_SECONDS} s`,
      load: loadOf(outcome),
      targets: [
        p99Target(outcome, SAVE_P99_MS),
        {
          label: 'saves/s ≥',
          target: `${SAVE_TARGET_PER_SECOND.toLocaleString('en')}, no errors`,
          measured: `${outcome.requestsPerSecond.toFixed(0)}/s, ${outcome.errors} errors`,
          pass: outcome.requestsPerSecond >= SAVE_TARGET_PER_SECOND && outcome.errors === 0,
        },
      ],
      details: null,
      notes: [
        `Setup: tenant ${EXAM_FACTORY_CODE} with ${LEARNERS.toLocaleString('en')} learners and a practice task of ` +
          `${QUESTIONS} objective questions (single choice, multiple choice, true/false) imported with the server's pack CLI; ` +
          `every learner signed in and opened a round in answer mode. ${dialectName(dialect)}, RATE_LIMITS=off.`,
        `Warm-up: ${warmUp.toLocaleString('en')} saves offered the same way (${WARM_UP_SECONDS} s) before the measured ones, ` +
          `not counted: a fresh server's first saves compile the path, fill its kept tasks and questions and prepare ` +
          `statements (docs/decisions/0061).`,
        `Load: autocannon, ${outcome.connections} connections, POST /exercise/saveAnswer with the learner's own token: ` +
          `learners in turn, each answering their next question with the next seq, every other answer wrong, so about ` +
          `half of the saves also land in the learner's exercise mistake set in the same transaction. ` +
          `Refusals: ${describeRefusals(outcome.refusals)}.`,
      ],
    };
  } finally {
    await fixture.close();
  }
};
