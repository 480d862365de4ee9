import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import argon2 from 'argon2';
import { CreditBizType } from '@lectern/contracts/common/enums';
import { loadConfig } from '../../apps/server/src/config';
import { openConfiguredDatabase } from '../../apps/server/src/db/database';
import type { Database } from '../../apps/server/src/db/schema';
import { courseLearningActivity } from '../../apps/server/src/modules/courses/course-learning-activity.repository';
import { examLearningActivity } from '../../apps/server/src/modules/exams/exam-learning-activity.repository';
import { learningReportsRepositories } from '../../apps/server/src/modules/learning-reports/learning-reports.repository';
import { weekStartingOn } from '../../apps/server/src/modules/learning-reports/learning-reports.rules';
import { learningReportsService } from '../../apps/server/src/modules/learning-reports/learning-reports.service';
import { memberOrganisationsRepository } from '../../apps/server/src/modules/members/member-accounts.repository';
import { learningActivitySources } from '../../apps/server/src/platform/learning-activity/learning-activity';
import { newId } from '../../apps/server/src/platform/security/tokens';
import { dialectName, prepareDatabase, type Dialect } from '../lib/exam-fixture';
import { importPack } from '../lib/import-pack';
import type { ScenarioResult } from '../lib/results';
import type { Kysely } from 'kysely';

/**
 * S11: the weekly learning report job (issue 24, docs/decisions/0068) for one tenant of 10,000
 * learners with a week of activity each, run in this process on the product's own service and
 * repositories, on a database seeded with bulk inserts.
 */

const LEARNERS = 10_000;
const ORGANISATIONS = 100;
const TARGET_SECONDS = 60;
const TIME_ZONE = 'Asia/Shanghai';
/** A past week, Monday 2 to Sunday 8 November 2026. */
const WEEK = weekStartingOn('2026-11-02', TIME_ZONE);
const SHEETS_PER_LEARNER = 2;
const CREDITS_PER_LEARNER = 5;
const HOUR_MS = 3_600_000;

const FACTORY_CODE = '900300';
const BATCH = 500;

const inBatches = async <TRow>(rows: TRow[], insert: (batch: TRow[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += BATCH)
    await insert(rows.slice(start, start + BATCH));
};

/** The tenant, its organisations, learners, a course and a paper, imported as a content pack. */
const basePack = async () => {
  // One cheap hash for all: nobody signs in.
  const passwordHash = await argon2.hash('bench-password', {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
  return {
    version: 1,
    tenant: {
      factoryCode: FACTORY_CODE,
      sysName: 'Benchmark reports',
      edition: 'all-in-one',
      modules: ['exams', 'courses'],
    },
    organisations: Array.from({ length: ORGANISATIONS }, (_, index) => ({
      code: `org-${index}`,
      name: `Organisation ${index}`,
    })),
    members: Array.from({ length: LEARNERS }, (_, index) => ({
      userCode: `report-${String(index).padStart(5, '0')}`,
      nickName: `Learner ${index}`,
      passwordHash,
      organisations: [`org-${index % ORGANISATIONS}`],
    })),
    questionBanks: [
      {
        code: 'bank',
        name: 'Benchmark bank',
        questions: [{ code: 'q1', content: '<p>True?</p>', key: { questionType: 4, value: true } }],
      },
    ],
    courses: [
      {
        code: 'bench-course',
        name: 'Benchmark course',
        coursewares: [
          {
            code: 'bench-video',
            name: 'Benchmark video',
            kind: 'video',
            file: 'https://media.invalid/bench.mp4',
            durationSeconds: 600,
          },
        ],
      },
    ],
    papers: [
      {
        code: 'bench-paper',
        name: 'Benchmark paper',
        duration: 60,
        passScore: 60,
        questions: [{ bankCode: 'bank', questionCode: 'q1', score: 100 }],
      },
    ],
  };
};

/** Every learner's week, by bulk inserts: seven study days, a course run, two sheets, five credits. */
const seedActivity = async (db: Kysely<Database>) => {
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('factory_code', '=', FACTORY_CODE)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('members')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .orderBy('user_code')
    .execute();
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirstOrThrow();
  const paper = await db
    .selectFrom('papers')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirstOrThrow();
  await inBatches(
    members.flatMap((member, index) =>
      WEEK.days.map((day, dayIndex) => ({
        tenant_id: tenant.id,
        member_id: member.id,
        day,
        learned_ms: ((index + dayIndex) % 90) * 60_000,
      })),
    ),
    (batch) => db.insertInto('course_study_days').values(batch).execute(),
  );
  await inBatches(
    members.map((member, index) => {
      const at = WEEK.dayStarts[index % 7]! + 10 * HOUR_MS;
      return {
        id: newId(),
        tenant_id: tenant.id,
        member_id: member.id,
        course_id: course.id,
        run_no: 1,
        status: 0,
        started_at: at - HOUR_MS,
        completed_at: index % 2 === 0 ? at : null,
        last_learn_at: at,
        learned_ms: HOUR_MS,
        completed_count: 1,
        days_learned: 1,
        last_learn_day: null,
        first_sign_url: null,
        first_signed_at: null,
        completion_sign_url: null,
        completion_signed_at: null,
        face_passed_at: null,
        face_failures: 0,
        ended_at: null,
      };
    }),
    (batch) => db.insertInto('course_runs').values(batch).execute(),
  );
  await inBatches(
    members.flatMap((member, index) =>
      Array.from({ length: SHEETS_PER_LEARNER }, (_, attempt) => {
        const finishedAt = WEEK.dayStarts[(index + attempt * 3) % 7]! + 15 * HOUR_MS;
        const score = (index * 7 + attempt * 13) % 101;
        return {
          id: newId(),
          tenant_id: tenant.id,
          paper_id: paper.id,
          member_id: member.id,
          attempt_no: attempt + 1,
          state: 'judged',
          started_at: finishedAt - 20 * 60_000,
          deadline_at: null,
          finished_at: finishedAt,
          submit_reason: 'learner',
          questions: '[]',
          question_count: 1,
          answered_count: 1,
          grades: null,
          last_seq: 1,
          score,
          passed: score >= 60 ? 1 : 0,
          query_code: newId(),
          hidden_at: null,
        };
      }),
    ),
    (batch) => db.insertInto('answer_sheets').values(batch).execute(),
  );
  await inBatches(
    members.flatMap((member, index) =>
      Array.from({ length: CREDITS_PER_LEARNER }, (_, entry) => ({
        tenant_id: tenant.id,
        member_id: member.id,
        source: `bench:${entry}`,
        biz_type: CreditBizType.DAILY_PRACTICE,
        biz_name: 'Benchmark',
        amount: entry === 4 ? -2 : 3,
        created_at: WEEK.dayStarts[(index + entry) % 7]! + 9 * HOUR_MS,
      })),
    ),
    (batch) => db.insertInto('credit_entries').values(batch).execute(),
  );
  return tenant;
};

export const weeklyReportJob = async (dialect: Dialect): Promise<ScenarioResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-s11-'));
  const env = { DATA_DIR: dataDir, DEMO_PACK: 'off', ...(await prepareDatabase(dialect)) };
  console.log(`bench: S11 weekly report job (${dialect}), seeding`);
  const seedStart = performance.now();
  const importSeconds = importPack(await basePack(), env);
  const handle = openConfiguredDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const tenant = await seedActivity(handle.db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const reports = learningReportsService({
      db: handle.db,
      transact: handle.transact,
      repositories: learningReportsRepositories,
      memberOrganisations: memberOrganisationsRepository,
      learningActivity: learningActivitySources([courseLearningActivity, examLearningActivity]),
      timeZone: TIME_ZONE,
    });
    const timed = async () => {
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const start = performance.now();
      const learners = await reports.computeWeek(tenant.id, WEEK);
      const seconds = (performance.now() - start) / 1000;
      loop.disable();
      return { learners, seconds, stallMs: loop.max / 1e6 };
    };
    console.log(`bench: S11 weekly report job (${dialect})`);
    const first = await timed();
    const rerun = await timed();
    const stored = await handle.db
      .selectFrom('week_reports')
      .select((eb) => eb.fn.countAll<number>().as('reports'))
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    return {
      id: 'S11',
      name: `weekly report job (${dialectName(dialect)})`,
      work: `one tenant of ${LEARNERS.toLocaleString('en')} learners in ${ORGANISATIONS} organisations, each with a week of activity`,
      load: null,
      targets: [
        {
          label: 'job ≤',
          target: `${TARGET_SECONDS} s, one report per learner`,
          measured: `${first.seconds.toFixed(1)} s, ${Number(stored.reports).toLocaleString('en')} reports`,
          pass:
            first.seconds <= TARGET_SECONDS &&
            first.learners === LEARNERS &&
            Number(stored.reports) === LEARNERS,
        },
      ],
      details: null,
      notes: [
        `Setup (${seedSeconds.toFixed(0)} s, not timed): a fresh ${dialectName(dialect)} database; the pack CLI imports the tenant, ` +
          `${ORGANISATIONS} organisations, ${LEARNERS.toLocaleString('en')} learners, a course and a paper (${importSeconds.toFixed(0)} s); then ` +
          `bulk inserts of ` +
          `7 course study days each (${(LEARNERS * 7).toLocaleString('en')} rows), a course run each (half completed in the week), ` +
          `${SHEETS_PER_LEARNER} finished sheets each and ${CREDITS_PER_LEARNER} credit entries each, all in the week of ${WEEK.weekStart}.`,
        `Timed: \`computeWeek\` of the product's learning-reports service, in the bench's own process: the set-based reads ` +
          `(placements, study days, completions, sheets, credits per day), the ranks, and upserts of ${LEARNERS.toLocaleString('en')} ` +
          `reports in transactions of 250. Longest event-loop stall meanwhile: ${first.stallMs.toFixed(0)} ms.`,
        `A second run over the same week (the idempotent rerun, replacing each report): ${rerun.seconds.toFixed(1)} s, ` +
          `longest stall ${rerun.stallMs.toFixed(0)} ms; still ${Number(stored.reports).toLocaleString('en')} reports.`,
      ],
    };
  } finally {
    await handle.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
