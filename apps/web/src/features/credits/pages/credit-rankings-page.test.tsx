import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { CreditPaths } from '../credits.feature';
import { CreditRankingsPage } from './credit-rankings-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const rowOf = (rank: number, nickname: string, total: number, dept = '') => ({
  rank,
  nickname,
  userCode: nickname.toLowerCase(),
  dept,
  total,
});

describe('the credit ranking (spec §2 /personal/credit/rankings)', () => {
  it('lists the learners by total credit, equal totals sharing a rank, and the learner’s place', async () => {
    api = fakeApi(
      byPath({
        'GET /credit/rankings': ok({
          list: [
            rowOf(1, 'Bob', 50, 'Sales'),
            rowOf(2, 'Amy', 30, 'East;VIP'),
            rowOf(2, 'Cat', 30),
            rowOf(4, 'Me', 5, 'East'),
          ],
          mine: rowOf(4, 'Me', 5, 'East'),
        }),
      }),
    );
    renderRoute(<CreditRankingsPage />, CreditPaths.RANKINGS);

    expect(await screen.findByRole('heading', { name: 'Credit rankings' })).toBeVisible();
    const mine = await screen.findByRole('region', { name: 'My ranking' });
    expect(within(mine).getByText('No. 4')).toBeVisible();
    const table = screen.getByRole('region', { name: 'Credit rankings' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RankNameAccountOrganisationCredits',
      '1BobbobSales50',
      '2AmyamyEast;VIP30',
      '2Catcat30',
      '4MemeEast5',
    ]);
    expect(rows[4]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Back to my credits' })).toBeVisible();
  });

  it('says when nobody is ranked yet', async () => {
    api = fakeApi(byPath({ 'GET /credit/rankings': ok({ list: [], mine: rowOf(1, 'Me', 0) }) }));
    renderRoute(<CreditRankingsPage />, CreditPaths.RANKINGS);
    expect(await screen.findByText('Nobody is ranked yet')).toBeVisible();
  });
});
