import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CheckInPaths } from '../check-in.feature';
import { renderPage, resultOf } from '../test/check-in-fixtures';
import { ClockFinishPage } from './clock-finish-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('the day’s result (spec §2 /clock/finish)', () => {
  it('shows the streak, the credits earned and the right answers', async () => {
    api = fakeApi(byPath({ 'GET /clock/result': ok(resultOf()) }));
    const router = renderPage(
      <ClockFinishPage />,
      `${CheckInPaths.FINISH}?planId=plan-1&day=2024-05-06`,
    );
    expect(await screen.findByRole('heading', { name: 'Checked in' })).toBeInTheDocument();
    const figures = within(screen.getByRole('table'));
    expect(figures.getByText('Days in a row: 3')).toBeInTheDocument();
    expect(figures.getByText('5 credits')).toBeInTheDocument();
    expect(figures.getByText('1 of 1')).toBeInTheDocument();
    expect(api.requests[0]?.params).toMatchObject({ planId: 'plan-1', day: '2024-05-06' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'My progress' }));
    expect(router.state.location.pathname).toBe(CheckInPaths.DETAIL);
  });

  it('names a make-up as such', async () => {
    api = fakeApi(byPath({ 'GET /clock/result': ok(resultOf({ makeUp: true, credits: 2 })) }));
    renderPage(<ClockFinishPage />, `${CheckInPaths.FINISH}?planId=plan-1&day=2024-05-05`);
    expect(await screen.findByRole('heading', { name: 'Made up' })).toBeInTheDocument();
    expect(screen.getByText('2 credits')).toBeInTheDocument();
  });
});
