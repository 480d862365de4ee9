import { callApi, mapConcurrently } from '../lib/api';
import {
  COURSE_NAME,
  dialectName,
  EXAM_FACTORY_CODE,
  SETUP_CONCURRENCY,
  setUpExams,
  type Dialect,
  type Learner,
} from '../lib/exam-fixture';
import { describeRefusals, loadOf, p99Target, runLoad, type LoadOptions } from '../lib/load';
import type { ScenarioResult } from '../lib/results';

/** S10: courseware heartbeats, credited by the server's clock (issue 23, decision 0062). */

const LEARNERS = 5_000;
/** Spec/decision 0062: a heartbeat every 15 s while learning. */
const HEARTBEAT_SECONDS = 15;
const BEATS_PER_SECOND = Math.round(LEARNERS / HEARTBEAT_SECONDS);
/** Offered above the learners' rate (a multiple of 10, as the load is sent in waves), as S9 is. */
const BEATS_OFFERED_PER_SECOND = 350;
/** Two credited ticks per learner. */
const BEAT_SECONDS = 2 * HEARTBEAT_SECONDS;
const BEAT_P99_MS = 50;
const BEAT_CONNECTIONS = 100;

/** Opens the benchmark course's video for every learner, as the learning screen does. */
const openCourseware = async (url: string, learners: Learner[]) => {
  const first = learners[0];
  if (!first) throw new Error('no learners');
  const list = await callApi<{ list: { courseId: string; name: string }[] }>(
    url,
    'GET',
    '/course/list?pageNum=1&pageSize=10',
    { token: first.token },
  );
  const courseId = list.list.find((course) => course.name === COURSE_NAME)?.courseId;
  if (!courseId) throw new Error('the benchmark course is not in the list');
  const detail = await callApi<{ coursewares: { coursewareId: string }[] }>(
    url,
    'GET',
    `/course/detail?courseId=${encodeURIComponent(courseId)}`,
    { token: first.token },
  );
  const coursewareId = detail.coursewares[0]?.coursewareId;
  if (!coursewareId) throw new Error('the benchmark course has no courseware');
  await mapConcurrently(learners, SETUP_CONCURRENCY, (learner) =>
    callApi(url, 'POST', '/courseware/start', { token: learner.token, body: { coursewareId } }),
  );
  return coursewareId;
};

/** The beats: each goes to the next learner in turn, with their next seq; the first is a start. */
const beatRequests = (learners: Learner[], coursewareId: string) => {
  let next = 0;
  return () => {
    const n = next++;
    const learner = learners[n % learners.length] as Learner;
    const seq = Math.floor(n / learners.length) + 1;
    return {
      token: learner.token,
      body: {
        coursewareId,
        seq,
        phase: seq === 1 ? 'start' : 'tick',
        position: seq * HEARTBEAT_SECONDS,
        elapsedSeconds: HEARTBEAT_SECONDS,
      },
    };
  };
};

export const courseHeartbeats = async (dialect: Dialect, port: number): Promise<ScenarioResult> => {
  const fixture = await setUpExams(dialect, port, LEARNERS);
  try {
    const coursewareId = await openCourseware(fixture.server.url, fixture.learners);
    const nextBeat = beatRequests(fixture.learners, coursewareId);
    const beats = (count: number): LoadOptions => ({
      server: fixture.server,
      connections: BEAT_CONNECTIONS,
      overallRate: BEATS_OFFERED_PER_SECOND,
      amount: count,
      sequence: [
        {
          method: 'POST',
          path: () => '/h5/api/courseware/heartbeat',
          token: (context) => {
            const beat = nextBeat();
            context.beat = beat;
            return beat.token;
          },
          body: (context) => (context.beat as ReturnType<typeof nextBeat>).body,
        },
      ],
    });
    // Warm-up: each learner's first beat (phase start, crediting nothing, starting the clock) at
    // the same rate, not counted: a fresh server's first beats compile the path, fill its kept
    // courses and prepare statements; a learning screen sends it once per session.
    console.log(`bench: S10 course heartbeats (${dialect}), warm-up`);
    const warm = await runLoad(beats(LEARNERS));
    if (warm.errors > 0) throw new Error(`S10 warm-up: ${warm.errors} errors`);
    console.log(`bench: S10 course heartbeats (${dialect})`);
    const amount = BEATS_OFFERED_PER_SECOND * BEAT_SECONDS;
    const outcome = await runLoad(beats(amount));
    return {
      id: 'S10',
      name: `course heartbeats (${dialectName(dialect)})`,
      work: `${LEARNERS.toLocaleString('en')} learners each sending a heartbeat every ${HEARTBEAT_SECONDS} s (${BEATS_PER_SECOND}/s), offered at ${BEATS_OFFERED_PER_SECOND}/s for ${BEAT_SECONDS} s`,
      load: loadOf(outcome),
      targets: [
        p99Target(outcome, BEAT_P99_MS),
        {
          label: 'heartbeats/s ≥',
          target: `${BEATS_PER_SECOND}, no errors`,
          measured: `${outcome.requestsPerSecond.toFixed(0)}/s, ${outcome.errors} errors`,
          pass:
            outcome.requestsPerSecond >= BEATS_PER_SECOND &&
            outcome.errors === 0 &&
            Object.keys(outcome.refusals).length === 0,
        },
      ],
      details: null,
      notes: [
        `Setup: tenant ${EXAM_FACTORY_CODE} with ${LEARNERS.toLocaleString('en')} learners and a course of one hour-long video ` +
          `imported with the server's pack CLI; every learner signed in and opened the video (POST /courseware/start). ` +
          `${dialectName(dialect)}, RATE_LIMITS=off.`,
        `Warm-up: every learner's first heartbeat (phase start, crediting nothing) at the same rate, not counted.`,
        `Load: autocannon, ${outcome.connections} connections, POST /courseware/heartbeat with the learner's own token: ` +
          `learners in turn, each beat a tick with the next seq ~${HEARTBEAT_SECONDS} s after their previous one, so each ` +
          `is credited (one conditional update of the progress row and one of the run, group-committed). ` +
          `Refusals: ${describeRefusals(outcome.refusals)}.`,
      ],
    };
  } finally {
    await fixture.close();
  }
};
