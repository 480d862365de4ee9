import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { DailyPracticePaths } from '../daily-practice.feature';
import { renderPage, resultOf } from '../test/daily-practice-fixtures';
import { DailyFinishPage } from './daily-finish-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('daily finish (spec §2 /daily/finish)', () => {
  it('shows the score, right answers, time and credits, and opens the day’s ranking', async () => {
    api = fakeApi(byPath({ 'GET /daily/exercise/result': ok(resultOf()) }));
    const router = renderPage(
      <DailyFinishPage />,
      `${DailyPracticePaths.FINISH}?dailyId=daily-1&day=2024-05-06`,
    );
    expect(await screen.findByText("Today's practice is finished")).toBeInTheDocument();
    const figures = within(screen.getByRole('table'));
    expect(figures.getByText('1 / 2')).toBeInTheDocument();
    expect(figures.getByText('1 of 2')).toBeInTheDocument();
    expect(figures.getByText('01 min 35 s')).toBeInTheDocument();
    expect(figures.getByText('+6 credits')).toBeInTheDocument();
    expect(api.requests[0]?.params).toMatchObject({ dailyId: 'daily-1', day: '2024-05-06' });

    await userEvent.setup().click(screen.getByRole('button', { name: "See today's ranking" }));
    expect(router.state.location.pathname).toBe(DailyPracticePaths.RANKINGS);
    expect(router.state.location.search).toBe('?dailyId=daily-1&period=day');
  });
});
