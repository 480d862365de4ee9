import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreditBizType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetStudyReportResponse } from '@lectern/contracts/learning-reports/get-study-report';
import type { TGetWeekReportDetailResponse } from '@lectern/contracts/learning-reports/get-week-report-detail';
import type { TGetWeekReportListResponse } from '@lectern/contracts/learning-reports/get-week-report-list';
import { featureServices } from '../../features';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { newId } from '../../platform/security/tokens';
import {
  createCourse,
  sendHeartbeat,
  startCourse,
  startCourseware,
} from '../../test/course-factories';
import { createPaper, createSheets } from '../../test/exam-factories';
import {
  createMember,
  createOrganisation,
  createTenant,
  login,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { learningReportsRepositories } from './learning-reports.repository';
import { lastEndedWeek, ReportOrigin, weekStartingOn } from './learning-reports.rules';
import { learningReportsService, REPORT_BATCH } from './learning-reports.service';

const TIME_ZONE = 'Asia/Shanghai';
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The week under test: Monday 2 to Sunday 8 November 2026, in Shanghai (UTC+8). */
const WEEK = weekStartingOn('2026-11-02', TIME_ZONE);
/** An instant of the week's `day` (0: Monday) at `hour` in Shanghai. */
const at = (day: number, hour: number) => WEEK.from + day * 24 * HOUR_MS + hour * HOUR_MS;

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examTimeZone: TIME_ZONE });
});
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

const service = () =>
  learningReportsService({
    db: test.db,
    transact: (work) => test.db.transaction().execute(work),
    repositories: learningReportsRepositories,
    memberOrganisations: featureServices.memberOrganisations,
    learningActivity: featureServices.learningActivity,
    timeZone: TIME_ZONE,
  });

const reportTenant = () =>
  createTenant(test.db, { edition: Edition.ALL_IN_ONE, modules: [Module.COURSES] });

const studyDay = (member: TestMember, day: string, minutes: number) =>
  test.db
    .insertInto('course_study_days')
    .values({
      tenant_id: member.tenant.id,
      member_id: member.id,
      day,
      learned_ms: minutes * MINUTE_MS,
    })
    .execute();

/** A completed run of a new course, completed at `completedAt`. */
const completedCourse = async (member: TestMember, name: string, completedAt: number) => {
  const course = await createCourse(test.db, member.tenant, { name });
  await test.db
    .insertInto('course_runs')
    .values({
      id: newId(),
      tenant_id: member.tenant.id,
      member_id: member.id,
      course_id: course.id,
      run_no: 1,
      status: 0,
      started_at: completedAt - HOUR_MS,
      completed_at: completedAt,
      last_learn_at: completedAt,
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
    })
    .execute();
};

const award = (member: TestMember, amount: number, when: number) =>
  creditLedger(test.db).award(
    {
      tenantId: member.tenant.id,
      memberId: member.id,
      source: `test:${newId()}`,
      bizType: amount >= 0 ? CreditBizType.ADD : CreditBizType.MALL_DEDUCTION,
      bizName: 'Test',
      amount,
    },
    when,
  );

const list = (token: string, query: Record<string, string> = {}) =>
  callApi<TGetWeekReportListResponse>(test.app, {
    path: '/analysis/weekReport/list',
    token,
    query,
  }).then(({ envelope }) => envelope);
const detail = (token: string, reportId: string) =>
  callApi<TGetWeekReportDetailResponse>(test.app, {
    path: '/analysis/weekReport/detail',
    token,
    query: { reportId },
  }).then(({ envelope }) => envelope);
const studyReport = (token: string) =>
  callApi<TGetStudyReportResponse>(test.app, { path: '/analysis/studyReport', token }).then(
    ({ envelope }) => envelope,
  );

/**
 * A tenant with an organisation of three learners (Ada, Ben, Cy), one learner elsewhere (Dee)
 * and one in none (Eve), and a week of Ada's activity, with activity just outside the week.
 */
const world = async () => {
  const tenant = await reportTenant();
  const sales = await createOrganisation(test.db, tenant, { name: 'Sales' });
  const research = await createOrganisation(test.db, tenant, { name: 'Research' });
  const member = (nickName: string, organisations = [sales]) =>
    createMember(test.db, tenant, { nickName, organisations });
  const ada = await member('Ada');
  const ben = await member('Ben');
  const cy = await member('Cy');
  const dee = await member('Dee', [research]);
  const eve = await member('Eve', []);

  // Ada: 30 min on Monday, 15 on Wednesday, 10 on Sunday; outside the week 99 and 5.
  await studyDay(ada, '2026-11-02', 30);
  await studyDay(ada, '2026-11-04', 15);
  await studyDay(ada, '2026-11-08', 10);
  await studyDay(ada, '2026-11-09', 99);
  await studyDay(ada, '2026-11-01', 5);
  // Ben learned longer (60 min), Cy as long as Ada (55 min): Ada shares rank 2 with Cy.
  await studyDay(ben, '2026-11-03', 60);
  await studyDay(cy, '2026-11-05', 55);
  await studyDay(dee, '2026-11-05', 500);

  // Courses: one on Tuesday, one on Saturday; one the Sunday before (not counted).
  await completedCourse(ada, 'Safety basics', at(1, 10));
  await completedCourse(ada, 'Fire drill', at(5, 9));
  await completedCourse(ada, 'Last week', WEEK.from - MINUTE_MS);

  // Exams: 80 (passed) on Tuesday, 60 on Thursday; a third before the week.
  const paper = await createPaper(test.db, tenant, { name: 'Policy quiz' });
  const hidden = await createPaper(test.db, tenant, { name: 'Year exam' });
  await test.db
    .updateTable('papers')
    .set({ result_release_time: Date.now() + 30 * 24 * HOUR_MS })
    .where('id', '=', hidden.id)
    .execute();
  await createSheets(test.db, paper, [
    { member: ada, score: 80, timeUsed: MINUTE_MS, finishedAt: at(1, 15) },
    { member: ada, score: 60, timeUsed: MINUTE_MS, finishedAt: at(3, 15), attemptNo: 2 },
    { member: ada, score: 99, timeUsed: MINUTE_MS, finishedAt: WEEK.from - HOUR_MS, attemptNo: 3 },
  ]);
  await test.db
    .updateTable('answer_sheets')
    .set({ passed: 0 })
    .where('member_id', '=', ada.id)
    .where('score', '=', 60)
    .execute();
  // A sheet of a paper whose results are still hidden: counted, its score not shown.
  await createSheets(test.db, hidden, [
    { member: ada, score: 100, timeUsed: MINUTE_MS, finishedAt: at(4, 11) },
  ]);

  // Credits: +5 at 00:30 Monday in Shanghai (Sunday 16:30 UTC), +3 and -2 on Friday, +7 at
  // 23:59 Sunday; +100 a minute after the week.
  await award(ada, 5, at(0, 0.5));
  await award(ada, 3, at(4, 9));
  await award(ada, -2, at(4, 18));
  await award(ada, 7, WEEK.to - MINUTE_MS);
  await award(ada, 100, WEEK.to + MINUTE_MS);

  return { tenant, sales, ada, ben, cy, dee, eve };
};

const reportRows = (tenant: TestTenant) =>
  test.db
    .selectFrom('week_reports')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .orderBy('member_id')
    .execute();

describe('the weekly report job', () => {
  it('computes every learner’s week as counted by hand', async () => {
    const { tenant, ada, ben, cy, dee, eve } = await world();
    expect(await service().computeWeek(tenant.id, WEEK)).toBe(5);

    const token = await login(test.app, ada);
    const page = await list(token);
    expect(page.code).toBe('200');
    expect(page.body.total).toBe(1);
    const report = page.body.list[0]!;
    expect(report).toMatchObject({
      weekStart: '2026-11-02',
      weekEnd: '2026-11-08',
      learnSeconds: (30 + 15 + 10) * 60,
      daysLearned: 3,
      coursesCompleted: 2,
      examsFinished: 3,
      examsPassed: 1,
      // (80 + 60) / 2: the hidden paper's 100 is not shown, so not averaged.
      averageScore: 70,
      creditChange: 5 + 3 - 2 + 7,
      organisationRank: { rank: 2, learners: 3, organisationName: 'Sales' },
    });

    const { body } = await detail(token, report.reportId);
    expect(body.days).toEqual([
      { day: '2026-11-02', learnSeconds: 1800, creditChange: 5 },
      { day: '2026-11-03', learnSeconds: 0, creditChange: 0 },
      { day: '2026-11-04', learnSeconds: 900, creditChange: 0 },
      { day: '2026-11-05', learnSeconds: 0, creditChange: 0 },
      { day: '2026-11-06', learnSeconds: 0, creditChange: 1 },
      { day: '2026-11-07', learnSeconds: 0, creditChange: 0 },
      { day: '2026-11-08', learnSeconds: 600, creditChange: 7 },
    ]);
    expect(body.courses).toEqual([
      { courseName: 'Safety basics', completedAt: at(1, 10) },
      { courseName: 'Fire drill', completedAt: at(5, 9) },
    ]);
    expect(body.exams).toEqual([
      { paperName: 'Policy quiz', score: 80, passed: true, finishedAt: at(1, 15) },
      { paperName: 'Policy quiz', score: 60, passed: false, finishedAt: at(3, 15) },
      { paperName: 'Year exam', score: null, passed: null, finishedAt: at(4, 11) },
    ]);
    expect(body.previousLearnSeconds).toBeNull();

    const figures = async (member: TestMember) =>
      (await list(await login(test.app, member))).body.list[0]!;
    expect(await figures(ben)).toMatchObject({
      learnSeconds: 3600,
      organisationRank: { rank: 1, learners: 3 },
    });
    expect(await figures(cy)).toMatchObject({ organisationRank: { rank: 2, learners: 3 } });
    expect(await figures(dee)).toMatchObject({
      organisationRank: { rank: 1, learners: 1, organisationName: 'Research' },
    });
    // In no organisation, and a week of nothing: a report of zeros without a rank.
    expect(await figures(eve)).toMatchObject({
      learnSeconds: 0,
      daysLearned: 0,
      coursesCompleted: 0,
      examsFinished: 0,
      averageScore: null,
      creditChange: 0,
      organisationRank: null,
    });
  });

  it('replaces its reports when run again, even at once, and never doubles one', async () => {
    const { tenant, ada } = await world();
    await service().computeWeek(tenant.id, WEEK);
    const first = await reportRows(tenant);
    expect(first).toHaveLength(5);

    await studyDay(ada, '2026-11-06', 20);
    await Promise.all([
      service().computeWeek(tenant.id, WEEK),
      service().computeWeek(tenant.id, WEEK),
    ]);
    const again = await reportRows(tenant);
    expect(again.map((row) => row.id)).toEqual(first.map((row) => row.id));
    const adaRow = again.find((row) => row.member_id === ada.id)!;
    expect(Number(adaRow.learned_ms)).toBe((30 + 15 + 10 + 20) * MINUTE_MS);
  });

  it('writes a tenant of more learners than a batch in batches, every one once', async () => {
    const tenant = await reportTenant();
    const organisation = await createOrganisation(test.db, tenant);
    const learners = REPORT_BATCH + 20;
    const members = await Promise.all(
      Array.from({ length: learners }, () =>
        createMember(test.db, tenant, { organisations: [organisation] }),
      ),
    );
    await Promise.all(members.map((member, index) => studyDay(member, '2026-11-03', index + 1)));
    expect(await service().computeWeek(tenant.id, WEEK)).toBe(learners);
    const rows = await reportRows(tenant);
    expect(rows).toHaveLength(learners);
    const last = rows.find((row) => row.member_id === members[learners - 1]!.id)!;
    expect(Number(last.organisation_rank)).toBe(1);
    expect(Number(last.organisation_learners)).toBe(learners);
  });

  it('computes last week once the week has ended, once per tenant', async () => {
    const { tenant } = await world();
    // Monday 9 November, 00:05 in Shanghai: the week of 2 November has just ended.
    const now = WEEK.to + 5 * MINUTE_MS;
    expect(lastEndedWeek(now, TIME_ZONE).weekStart).toBe('2026-11-02');
    expect(lastEndedWeek(WEEK.to - MINUTE_MS, TIME_ZONE).weekStart).toBe('2026-10-26');
    const reports = service();
    expect(await reports.computeDueWeeks(now)).toBeGreaterThanOrEqual(5);
    expect((await reportRows(tenant)).map((row) => row.week_start)).toEqual(
      Array(5).fill('2026-11-02'),
    );
    expect(await reports.computeDueWeeks(now + HOUR_MS)).toBe(0);
  });

  it('leaves a week a content pack brought as the pack has it', async () => {
    const { tenant, ada } = await world();
    await service().computeWeek(tenant.id, WEEK);
    await test.db
      .updateTable('week_reports')
      .set({ learned_ms: 42 * MINUTE_MS, origin: ReportOrigin.PACK })
      .where('member_id', '=', ada.id)
      .execute();
    await service().computeWeek(tenant.id, WEEK);
    const kept = (await reportRows(tenant)).find((row) => row.member_id === ada.id)!;
    expect(kept.origin).toBe(ReportOrigin.PACK);
    expect(Number(kept.learned_ms)).toBe(42 * MINUTE_MS);
  });
});

describe('course study time per day', () => {
  it('adds each heartbeat’s credited time to the learner’s day', async () => {
    const tenant = await reportTenant();
    const course = await createCourse(test.db, tenant, { coursewares: [{ completeSeconds: 600 }] });
    const member = await createMember(test.db, tenant);
    const token = await login(test.app, member);
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    const beat = (seq: number, phase: 'start' | 'tick') =>
      sendHeartbeat(test.app, token, { coursewareId: course.coursewares[0]!.id, seq, phase });
    await startCourse(test.app, token, course.id);
    await startCourseware(test.app, token, course.coursewares[0]!.id);
    await beat(1, 'start');
    for (let seq = 2; seq <= 4; seq++) {
      now += 15_000;
      vi.setSystemTime(now);
      await beat(seq, 'tick');
    }
    const days = await test.db
      .selectFrom('course_study_days')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(days.map((day) => [day.member_id, Number(day.learned_ms)])).toEqual([
      [member.id, 45_000],
    ]);
  });
});

describe('the learner’s reports', () => {
  it('pages the weeks newest first and compares a week with the one before', async () => {
    const { tenant, ada } = await world();
    const earlier = weekStartingOn('2026-10-26', TIME_ZONE);
    await studyDay(ada, '2026-10-27', 40);
    await service().computeWeek(tenant.id, earlier);
    await service().computeWeek(tenant.id, WEEK);
    const token = await login(test.app, ada);
    const page = await list(token, { pageNum: '1', pageSize: '10' });
    expect(page.body.list.map((week) => week.weekStart)).toEqual(['2026-11-02', '2026-10-26']);
    const second = await list(token, { pageNum: '2', pageSize: '10' });
    expect(second.body).toEqual({ list: [], total: 2 });
    // The week before also holds Ada's 5 minutes of Sunday 1 November, a course and a sheet.
    expect((await detail(token, page.body.list[0]!.reportId)).body.previousLearnSeconds).toBe(
      45 * 60,
    );

    const study = await studyReport(token);
    expect(study.body.weeks.map((week) => week.weekStart)).toEqual(['2026-10-26', '2026-11-02']);
    expect(study.body.days).toHaveLength(14);
    expect(study.body.totals).toEqual({
      learnSeconds: (45 + 55) * 60,
      coursesCompleted: 3,
      examsFinished: 4,
      examsPassed: 2,
      creditChange: 13,
    });
  });

  it('answers another learner’s report as a missing one', async () => {
    const { tenant, ada, ben } = await world();
    await service().computeWeek(tenant.id, WEEK);
    const adaReport = (await list(await login(test.app, ada))).body.list[0]!;
    const benToken = await login(test.app, ben);
    const notFound = { code: ErrorCode.WEEK_REPORT_NOT_FOUND, body: null };
    expect(await detail(benToken, adaReport.reportId)).toEqual(notFound);
    expect(await detail(benToken, newId())).toEqual(notFound);

    const outsider = await createMember(test.db, await reportTenant());
    expect(await detail(await login(test.app, outsider), adaReport.reportId)).toEqual(notFound);
    expect(await list(await login(test.app, outsider))).toEqual({
      code: '200',
      body: { list: [], total: 0 },
    });
  });

  it('shows an empty study report before the first week', async () => {
    const tenant = await reportTenant();
    const token = await login(test.app, await createMember(test.db, tenant));
    expect((await studyReport(token)).body).toEqual({
      weeks: [],
      days: [],
      totals: {
        learnSeconds: 0,
        coursesCompleted: 0,
        examsFinished: 0,
        examsPassed: 0,
        creditChange: 0,
      },
    });
  });
});
