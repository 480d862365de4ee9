import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { DailyPracticePaths } from '../daily-practice.feature';
import { dailyOf, renderPage } from '../test/daily-practice-fixtures';
import { DailyPracticeListPage } from './daily-practice-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('daily practice list (spec §2 /exam/daily-exercise)', () => {
  it('shows each practice with its rules, streak and today’s action', async () => {
    api = fakeApi(
      byPath({
        'GET /daily/exercise/list': ok({
          list: [
            dailyOf({ streak: 3, finishedDays: 7 }),
            dailyOf({
              dailyId: 'daily-2',
              name: 'Safety a day',
              todayState: 'finished',
              startsOn: '2024-01-01',
            }),
          ],
        }),
      }),
    );
    const router = renderPage(<DailyPracticeListPage />, DailyPracticePaths.LIST);
    const u = userEvent.setup();

    expect(await screen.findByText('Geography a day')).toBeInTheDocument();
    expect(screen.getByText('Not started today')).toBeInTheDocument();
    expect(screen.getByText('Finished today')).toBeInTheDocument();
    expect(
      screen.getAllByText('5 credits for finishing, plus 1 for each right answer'),
    ).toHaveLength(2);
    expect(screen.getByText('From 2024-01-01')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: "Start today's practice" }));
    expect(router.state.location.pathname).toBe(DailyPracticePaths.EXERCISE);
    expect(router.state.location.search).toBe('?dailyId=daily-1');
  });

  it('opens the finished day’s result', async () => {
    api = fakeApi(
      byPath({ 'GET /daily/exercise/list': ok({ list: [dailyOf({ todayState: 'finished' })] }) }),
    );
    const router = renderPage(<DailyPracticeListPage />, DailyPracticePaths.LIST);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: "See today's result" }));
    expect(router.state.location.pathname).toBe(DailyPracticePaths.FINISH);
    expect(router.state.location.search).toBe('?dailyId=daily-1&day=2024-05-06');
  });

  it('says when the tenant has no daily practice', async () => {
    api = fakeApi(byPath({ 'GET /daily/exercise/list': ok({ list: [] }) }));
    renderPage(<DailyPracticeListPage />, DailyPracticePaths.LIST);
    expect(await screen.findByText('No daily practice yet')).toBeInTheDocument();
  });
});
