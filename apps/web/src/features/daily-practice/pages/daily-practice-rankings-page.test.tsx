import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { DailyPracticePaths } from '../daily-practice.feature';
import { renderPage } from '../test/daily-practice-fixtures';
import { DailyPracticeRankingsPage } from './daily-practice-rankings-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const row = (rank: number, nickname: string, score: number, timeSpentMs: number) => ({
  rank,
  nickname,
  userCode: nickname.toLowerCase(),
  score,
  timeSpentMs,
  days: 1,
});

describe('daily practice rankings (spec §2 /exam/daily-exercise/rankings)', () => {
  it('lists the period by score then time, with the learner’s own rank', async () => {
    api = fakeApi(
      byPath({
        'GET /daily/exercise/rankings': (config) =>
          ok({
            list:
              config.params.period === 'day'
                ? [row(1, 'Ann', 3, 60_000), row(2, 'Ben', 2, 30_000)]
                : [row(1, 'Ben', 8, 300_000)],
            total: config.params.period === 'day' ? 2 : 1,
            mine: config.params.period === 'day' ? row(2, 'Ben', 2, 30_000) : null,
            periodKey: null,
          }),
      }),
    );
    const router = renderPage(
      <DailyPracticeRankingsPage />,
      `${DailyPracticePaths.RANKINGS}?dailyId=daily-1`,
    );
    const u = userEvent.setup();

    expect(await screen.findByText('No. 2 · score 2 · time 00 min 30 s')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Ann')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Ben')).toBeInTheDocument();

    await u.click(screen.getByText('This month'));
    await waitFor(() =>
      expect(
        screen.getByText('You have not finished a day in this period yet'),
      ).toBeInTheDocument(),
    );
    expect(router.state.location.search).toContain('period=month');
  });
});
