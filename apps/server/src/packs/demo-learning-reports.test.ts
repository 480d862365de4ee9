import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetStudyReportResponse } from '@lectern/contracts/learning-reports/get-study-report';
import type { TGetWeekReportDetailResponse } from '@lectern/contracts/learning-reports/get-week-report-detail';
import type { TGetWeekReportListResponse } from '@lectern/contracts/learning-reports/get-week-report-list';
import { ZContentPack } from '@lectern/contracts/packs/content-pack';
import { addDays, dayIn, mondayOf } from '../modules/learning-reports/learning-reports.rules';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, readPackFile } from './import-pack';

/**
 * The demo pack's weeks of learning (docs/decisions/0068): `demo` has six weekly reports, the
 * latest the week before the import's, ranked among the pack's learners of 华东销售部.
 */

let test: TestApp;

const importDemo = () =>
  importPackFile(
    {
      db: test.db,
      storage: createLocalStorage(test.config.uploadDir),
      passwords: createPasswordHasher(test.config.passwordHashing),
    },
    builtinDemoPackPath(),
  );

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false });
  await importDemo();
});
afterAll(() => test.close());

const signIn = async (userCode: string) => {
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: '100100', userCode, password: 'demo1234' },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.tokenValue;
};

describe('the demo pack’s weeks of learning', () => {
  it('gives the demo learner six weekly reports up to last week, as the pack counts them', async () => {
    const token = await signIn('demo');
    const { envelope } = await callApi<TGetWeekReportListResponse>(test.app, {
      path: '/analysis/weekReport/list',
      token,
    });
    const lastMonday = addDays(mondayOf(dayIn(Date.now(), 'UTC')), -7);
    expect(envelope.body.total).toBe(6);
    const latest = envelope.body.list[0]!;
    expect(latest).toMatchObject({
      weekStart: lastMonday,
      weekEnd: addDays(lastMonday, 6),
      learnSeconds: (45 + 30 + 60 + 25 + 90 + 15) * 60,
      daysLearned: 6,
      coursesCompleted: 2,
      examsFinished: 2,
      examsPassed: 1,
      averageScore: 70,
      creditChange: 25,
      // demo 265 min, graduate 195, collector 50, student 30.
      organisationRank: { rank: 1, learners: 4, organisationName: '华东销售部' },
    });

    const detail = await callApi<TGetWeekReportDetailResponse>(test.app, {
      path: '/analysis/weekReport/detail',
      token,
      query: { reportId: latest.reportId },
    });
    expect(detail.envelope.body.days.map((day) => day.learnSeconds / 60)).toEqual([
      45, 30, 0, 60, 25, 90, 15,
    ]);
    expect(detail.envelope.body.previousLearnSeconds).toBe((20 + 35 + 40 + 50) * 60);

    const study = await callApi<TGetStudyReportResponse>(test.app, {
      path: '/analysis/studyReport',
      token,
    });
    expect(study.envelope.body.weeks).toHaveLength(6);
    expect(study.envelope.body.days).toHaveLength(28);
  });

  it('rewrites the same reports when imported again', async () => {
    const count = async () =>
      Number(
        (
          await test.db
            .selectFrom('week_reports')
            .select((eb) => eb.fn.countAll<number>().as('reports'))
            .executeTakeFirstOrThrow()
        ).reports,
      );
    const before = await count();
    await importDemo();
    expect(await count()).toBe(before);
  });

  it('removes the weeks a later import no longer brings', async () => {
    const token = await signIn('demo');
    const reports = () =>
      callApi<TGetWeekReportListResponse>(test.app, {
        path: '/analysis/weekReport/list',
        token,
      }).then(({ envelope }) => envelope.body);
    const [latest] = (await reports()).list;
    // As if imported a week earlier: the weeks move by one.
    await test.db
      .updateTable('week_reports')
      .set({ week_start: '2000-01-03' })
      .where('id', '=', latest!.reportId)
      .execute();
    await importDemo();
    const after = await reports();
    expect(after.total).toBe(6);
    expect(after.list.map((week) => week.weekStart)).not.toContain('2000-01-03');
  });

  it('refuses a week of a member the pack does not have, or the same week twice', async () => {
    const pack = await readPackFile(builtinDemoPackPath());
    const week = pack.learningWeeks[0]!;
    const unknown = ZContentPack.safeParse({
      ...pack,
      learningWeeks: [{ ...week, member: 'nobody' }],
    });
    expect(unknown.success).toBe(false);
    const twice = ZContentPack.safeParse({ ...pack, learningWeeks: [week, week] });
    expect(twice.success).toBe(false);
  });
});
