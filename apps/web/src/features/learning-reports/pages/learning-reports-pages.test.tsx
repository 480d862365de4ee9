import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TWeekReportSummary } from '@lectern/contracts/learning-reports/learning-reports';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { LearningReportPaths } from '../learning-reports.feature';
import { StudyReportPage } from './study-report-page';
import { WeekReportDetailPage } from './week-report-detail-page';
import { WeekReportListPage } from './week-report-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const summary = (fields: Partial<TWeekReportSummary> = {}): TWeekReportSummary => ({
  reportId: 'r-1102',
  weekStart: '2026-11-02',
  weekEnd: '2026-11-08',
  learnSeconds: 3_900,
  daysLearned: 3,
  coursesCompleted: 2,
  examsFinished: 3,
  examsPassed: 1,
  averageScore: 70,
  creditChange: 13,
  organisationRank: { rank: 2, learners: 3, organisationName: 'Sales' },
  computedAt: new Date(2026, 10, 9, 0, 5).getTime(),
  ...fields,
});

const days = [
  ['2026-11-02', 1800, 5],
  ['2026-11-03', 0, 0],
  ['2026-11-04', 900, 0],
  ['2026-11-05', 0, 0],
  ['2026-11-06', 0, 1],
  ['2026-11-07', 0, 0],
  ['2026-11-08', 1200, 7],
].map(([day, learnSeconds, creditChange]) => ({ day, learnSeconds, creditChange }));

describe('the weekly report (spec §2 /weekreportdetail)', () => {
  it('shows the week’s figures, its charts with their tables, its courses and exams', async () => {
    api = fakeApi(
      byPath({
        'GET /analysis/weekReport/detail': () =>
          ok({
            report: summary(),
            days,
            courses: [{ courseName: 'Safety basics', completedAt: Date.UTC(2026, 10, 3, 2) }],
            exams: [
              { paperName: 'Policy quiz', score: 80, passed: true, finishedAt: 1 },
              { paperName: 'Year exam', score: null, passed: null, finishedAt: 2 },
            ],
            previousLearnSeconds: 2_700,
          }),
      }),
    );
    renderRoute(
      <WeekReportDetailPage />,
      `${LearningReportPaths.WEEK_REPORT_DETAIL}?reportId=r-1102`,
      {
        destinations: [LearningReportPaths.WEEK_REPORT_LIST],
      },
    );

    expect(
      await screen.findByRole('heading', { name: 'Weekly report 2026-11-02 – 2026-11-08' }),
    ).toBeVisible();
    expect(screen.getByText('1 h 5 min')).toBeVisible();
    expect(screen.getByText('20 min more than the week before')).toBeVisible();
    expect(screen.getByText('3 of 7')).toBeVisible();
    expect(screen.getByText('No. 2')).toBeVisible();
    expect(screen.getByText('+13')).toBeVisible();
    expect(screen.getByText('Safety basics')).toBeVisible();
    expect(screen.getByText('80 · passed')).toBeVisible();
    expect(screen.getByText('Not released yet')).toBeVisible();

    // The chart names itself; its table holds each day's figure as text.
    const timeChart = screen.getByRole('img', { name: /Chart of Learning time per day/ });
    expect(timeChart).toBeVisible();
    const card = timeChart.closest('.ant-card') as HTMLElement;
    await userEvent.click(within(card).getByText('Table'));
    const table = await within(card).findByRole('table', { name: 'Learning time per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('11-02 Mon');
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('30 min');
    expect(within(rows[7]!).getByRole('cell')).toHaveTextContent('20 min');
  });

  it('says so when the report is not the learner’s', async () => {
    api = fakeApi(byPath({ 'GET /analysis/weekReport/detail': () => failure('309235') }));
    renderRoute(<WeekReportDetailPage />, `${LearningReportPaths.WEEK_REPORT_DETAIL}?reportId=x`, {
      destinations: [LearningReportPaths.WEEK_REPORT_LIST],
    });
    expect(await screen.findByText('This weekly report was not found')).toBeVisible();
  });
});

describe('the weekly reports (spec §2 /personal/week-report-list)', () => {
  it('lists the weeks newest first, each opening its report', async () => {
    api = fakeApi(
      byPath({
        'GET /analysis/weekReport/list': () =>
          ok({
            list: [
              summary(),
              summary({
                reportId: 'r-1026',
                weekStart: '2026-10-26',
                weekEnd: '2026-11-01',
                organisationRank: null,
              }),
            ],
            total: 2,
          }),
      }),
    );
    const router = renderRoute(<WeekReportListPage />, LearningReportPaths.WEEK_REPORT_LIST, {
      destinations: [LearningReportPaths.WEEK_REPORT_DETAIL, LearningReportPaths.STUDY_REPORT],
    });
    const links = await screen.findAllByRole('link', { name: /^Week / });
    expect(links.map((link) => link.textContent)).toEqual([
      'Week 2026-11-02 – 2026-11-08',
      'Week 2026-10-26 – 2026-11-01',
    ]);
    expect(screen.getByText('No. 2 of 3')).toBeVisible();
    await userEvent.click(links[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?reportId=r-1026'));
  });

  it('says when there is no report yet', async () => {
    api = fakeApi(byPath({ 'GET /analysis/weekReport/list': () => ok({ list: [], total: 0 }) }));
    renderRoute(<WeekReportListPage />, LearningReportPaths.WEEK_REPORT_LIST);
    expect(
      await screen.findByText('No weekly report yet: this week’s comes next Monday'),
    ).toBeVisible();
  });
});

describe('the study report (the menu’s learning report)', () => {
  it('sums the latest weeks and draws them, each chart with its table', async () => {
    api = fakeApi(
      byPath({
        'GET /analysis/studyReport': () =>
          ok({
            weeks: [
              summary({
                reportId: 'a',
                weekStart: '2026-10-26',
                weekEnd: '2026-11-01',
                learnSeconds: 5_400,
              }),
              summary(),
            ],
            days,
            totals: {
              learnSeconds: 9_300,
              coursesCompleted: 4,
              examsFinished: 6,
              examsPassed: 2,
              creditChange: 26,
            },
          }),
      }),
    );
    renderRoute(<StudyReportPage />, LearningReportPaths.STUDY_REPORT, {
      destinations: [LearningReportPaths.WEEK_REPORT_LIST],
    });
    expect(await screen.findByRole('heading', { name: 'Learning report' })).toBeVisible();
    expect(await screen.findByText('2 h 35 min')).toBeVisible();
    expect(screen.getByText('+26')).toBeVisible();
    expect(screen.getByText('Passed: 2')).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^Chart of / })).toHaveLength(4);

    const chart = screen.getByRole('img', { name: /Chart of Learning time per week/ });
    await userEvent.click(within(chart.closest('.ant-card') as HTMLElement).getByText('Table'));
    const table = await screen.findByRole('table', { name: 'Learning time per week' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.5 h', '1.1 h']);
    expect(screen.getByRole('link', { name: 'Weekly reports' })).toBeVisible();
  });

  it('says when there is no report yet', async () => {
    api = fakeApi(
      byPath({
        'GET /analysis/studyReport': () =>
          ok({
            weeks: [],
            days: [],
            totals: {
              learnSeconds: 0,
              coursesCompleted: 0,
              examsFinished: 0,
              examsPassed: 0,
              creditChange: 0,
            },
          }),
      }),
    );
    renderRoute(<StudyReportPage />, LearningReportPaths.STUDY_REPORT);
    expect(
      await screen.findByText('No learning report yet: each Monday sums up the week before'),
    ).toBeVisible();
  });
});
