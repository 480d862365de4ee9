import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CheckInPaths } from '../check-in.feature';
import { planOf, renderPage } from '../test/check-in-fixtures';
import { ClockListPage } from './clock-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('check-in plans (spec §2 /clock)', () => {
  it('shows each plan’s rules and state, and joins a plan not joined', async () => {
    api = fakeApi(byPath({ 'GET /clock/list': ok({ list: [planOf()] }) }));
    const router = renderPage(<ClockListPage />, CheckInPaths.LIST);
    const card = within(await screen.findByRole('article', { name: 'Security week' }));
    expect(card.getByText('Not joined')).toBeInTheDocument();
    expect(card.getByText('2024-05-04 to 2024-05-10 (days: 7)')).toBeInTheDocument();
    expect(card.getByText('5 per check-in, 2 per make-up')).toBeInTheDocument();
    expect(card.getByText('Missed days that may be made up: 2')).toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'Join' }));
    expect(router.state.location.pathname).toBe(CheckInPaths.JOIN);
    expect(router.state.location.search).toBe('?planId=plan-1');
  });

  it('offers today’s check-in of a joined plan, with its streak', async () => {
    api = fakeApi(
      byPath({
        'GET /clock/list': ok({ list: [planOf({ joined: true, streak: 3, doneDays: 4 })] }),
      }),
    );
    const router = renderPage(<ClockListPage />, CheckInPaths.LIST);
    const card = within(await screen.findByRole('article', { name: 'Security week' }));
    expect(card.getByText('Check in today', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(card.getByText('Streak (days)')).toBeInTheDocument();
    expect(card.getByText('3')).toBeInTheDocument();
    await userEvent.setup().click(card.getByRole('button', { name: 'Check in today' }));
    expect(router.state.location.pathname).toBe(CheckInPaths.EXERCISE);
  });

  it('says when there is no plan', async () => {
    api = fakeApi(byPath({ 'GET /clock/list': ok({ list: [] }) }));
    renderPage(<ClockListPage />, CheckInPaths.LIST);
    expect(await screen.findByText('No check-in plans yet')).toBeInTheDocument();
  });
});
