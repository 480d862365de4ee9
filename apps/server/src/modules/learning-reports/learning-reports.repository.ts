import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../../platform/services/service-deps';
import { ReportOrigin } from './learning-reports.rules';

type Page = { offset: number; limit: number };
export type WeekReportRow = Selectable<Database['week_reports']>;
export type NewWeekReport = Insertable<Database['week_reports']>;

const numbersOf = (row: WeekReportRow): WeekReportRow => ({
  ...row,
  learned_ms: Number(row.learned_ms),
  days_learned: Number(row.days_learned),
  courses_completed: Number(row.courses_completed),
  exams_finished: Number(row.exams_finished),
  credit_change: Number(row.credit_change),
  organisation_rank: row.organisation_rank === null ? null : Number(row.organisation_rank),
  organisation_learners:
    row.organisation_learners === null ? null : Number(row.organisation_learners),
  computed_at: Number(row.computed_at),
});

/** The stored weekly reports and the job's finished weeks; every query tenant-scoped. */
export const weekReportsRepository = (db: Executor) => ({
  /**
   * Writes the reports of one week, one statement: a learner's report of the week is replaced
   * (its id kept), so a rerun never doubles one; a report a content pack brought stays.
   */
  upsert: async (reports: readonly NewWeekReport[]) => {
    if (reports.length === 0) return;
    await db
      .insertInto('week_reports')
      .values([...reports])
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'member_id', 'week_start'])
          .doUpdateSet((eb) => ({
            week_end: eb.ref('excluded.week_end'),
            learned_ms: eb.ref('excluded.learned_ms'),
            days_learned: eb.ref('excluded.days_learned'),
            daily_learned_ms: eb.ref('excluded.daily_learned_ms'),
            daily_credits: eb.ref('excluded.daily_credits'),
            courses_completed: eb.ref('excluded.courses_completed'),
            courses: eb.ref('excluded.courses'),
            exams_finished: eb.ref('excluded.exams_finished'),
            exams: eb.ref('excluded.exams'),
            credit_change: eb.ref('excluded.credit_change'),
            organisation_name: eb.ref('excluded.organisation_name'),
            organisation_rank: eb.ref('excluded.organisation_rank'),
            organisation_learners: eb.ref('excluded.organisation_learners'),
            origin: eb.ref('excluded.origin'),
            computed_at: eb.ref('excluded.computed_at'),
          }))
          .where((eb) =>
            eb.or([
              eb('week_reports.origin', '=', ReportOrigin.JOB),
              eb('excluded.origin', '=', ReportOrigin.PACK),
            ]),
          ),
      )
      .execute();
  },

  /** The weeks content packs brought to the tenant. */
  packWeeks: (tenantId: string) =>
    db
      .selectFrom('week_reports')
      .select(['id', 'member_id', 'week_start'])
      .where('tenant_id', '=', tenantId)
      .where('origin', '=', ReportOrigin.PACK)
      .execute(),

  remove: async (tenantId: string, reportIds: readonly string[]) => {
    if (reportIds.length === 0) return;
    await db
      .deleteFrom('week_reports')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...reportIds])
      .execute();
  },

  /** Whether the job finished the week for the tenant. */
  hasRun: async (tenantId: string, weekStart: string) =>
    (await db
      .selectFrom('week_report_runs')
      .select('week_start')
      .where('tenant_id', '=', tenantId)
      .where('week_start', '=', weekStart)
      .executeTakeFirst()) !== undefined,

  markRun: (tenantId: string, weekStart: string, learners: number, now: number) =>
    db
      .insertInto('week_report_runs')
      .values({ tenant_id: tenantId, week_start: weekStart, learners, finished_at: now })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'week_start']).doUpdateSet({ learners, finished_at: now }),
      )
      .execute(),

  /** A page of the learner's reports, newest week first, and how many they have. */
  page: async (tenantId: string, memberId: string, page: Page) => {
    const own = db
      .selectFrom('week_reports')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId);
    const [rows, count] = await Promise.all([
      own.selectAll().orderBy('week_start', 'desc').offset(page.offset).limit(page.limit).execute(),
      own.select((eb) => eb.fn.countAll<number>().as('reports')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(numbersOf), count: Number(count.reports) };
  },

  /** The learner's latest `limit` reports, newest first. */
  latest: async (tenantId: string, memberId: string, limit: number) =>
    (
      await db
        .selectFrom('week_reports')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .orderBy('week_start', 'desc')
        .limit(limit)
        .execute()
    ).map(numbersOf),

  /** One of the learner's own reports. */
  find: async (tenantId: string, memberId: string, reportId: string) => {
    const row = await db
      .selectFrom('week_reports')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('id', '=', reportId)
      .executeTakeFirst();
    return row ? numbersOf(row) : undefined;
  },

  /** The learner's report of the week starting on `weekStart`. */
  ofWeek: async (tenantId: string, memberId: string, weekStart: string) => {
    const row = await db
      .selectFrom('week_reports')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('week_start', '=', weekStart)
      .executeTakeFirst();
    return row ? numbersOf(row) : undefined;
  },
});

export const learningReportsRepositories = (executor: Executor) => ({
  reports: weekReportsRepository(executor),
});
export type LearningReportsRepositories = ReturnType<typeof learningReportsRepositories>;
