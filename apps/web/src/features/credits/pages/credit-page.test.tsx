import { CreditBizType } from '@lectern/contracts/common/enums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { CreditPaths } from '../credits.feature';
import { CreditPage } from './credit-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const entryOf = (index: number) => ({
  bizName: `Daily practice ${index}`,
  bizType: CreditBizType.DAILY_PRACTICE,
  amount: 5,
  createTime: new Date(2026, 10, 20, 9, 0, 0).getTime() - index * 60_000,
});

describe('my credits (spec §2 /personal/credit)', () => {
  it('shows the total and the history with each type’s name, page by page', async () => {
    api = fakeApi(
      byPath({
        'GET /credit/history': (config) =>
          ok({
            list:
              (config.params as { pageNum: number }).pageNum === 1
                ? [
                    {
                      bizName: '信息安全自测',
                      bizType: CreditBizType.CERTIFICATE,
                      amount: 10,
                      createTime: new Date(2026, 10, 21, 8, 30, 0).getTime(),
                    },
                    {
                      bizName: 'Gift card',
                      bizType: CreditBizType.MALL_DEDUCTION,
                      amount: -4,
                      createTime: new Date(2026, 10, 20, 18, 0, 0).getTime(),
                    },
                    ...Array.from({ length: 8 }, (_, index) => entryOf(index)),
                  ]
                : [entryOf(20)],
            total: 11,
            totalCredit: 46,
          }),
      }),
    );
    const router = renderRoute(<CreditPage />, CreditPaths.CREDIT, {
      destinations: [CreditPaths.RANKINGS],
    });

    expect(await screen.findByRole('heading', { name: 'My credits' })).toBeVisible();
    expect(await screen.findByText('46')).toBeVisible();
    expect(screen.getByText('Total credits')).toBeVisible();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Certificate gained')).toBeVisible();
    expect(within(rows[1]!).getByText('信息安全自测')).toBeVisible();
    expect(within(rows[1]!).getByText('+10')).toBeVisible();
    expect(within(rows[1]!).getByText('2026-11-21 08:30:00')).toBeVisible();
    expect(within(rows[2]!).getByText('Mall redemption')).toBeVisible();
    expect(within(rows[2]!).getByText('−4')).toBeVisible();
    expect(within(rows[3]!).getByText('Daily practice')).toBeVisible();
    expect(screen.getByText('11 in total')).toBeVisible();

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Daily practice 20')).toBeVisible();
    expect(api.requests.at(-1)?.params).toMatchObject({ pageNum: 2, pageSize: 10 });
    expect(router.state.location.search).toBe('?pageNum=2&pageSize=10');

    await userEvent.click(screen.getByRole('link', { name: 'Credit rankings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(CreditPaths.RANKINGS));
  });

  it('says when the learner has no credits yet', async () => {
    api = fakeApi(byPath({ 'GET /credit/history': ok({ list: [], total: 0, totalCredit: 0 }) }));
    renderRoute(<CreditPage />, CreditPaths.CREDIT);
    expect(await screen.findByText('0')).toBeVisible();
    expect(screen.getByText('No credits yet')).toBeVisible();
  });
});
