import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CheckInPaths } from '../check-in.feature';
import { detailOf, renderPage } from '../test/check-in-fixtures';
import { ClockDetailPage } from './clock-detail-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const entry = `${CheckInPaths.DETAIL}?planId=plan-1`;

describe('my progress on a plan (spec §2 /clock/detail)', () => {
  it('shows the streak, days done and missed, make-ups and the calendar', async () => {
    api = fakeApi(byPath({ 'GET /clock/detail': ok(detailOf()) }));
    renderPage(<ClockDetailPage />, entry);
    expect(await screen.findByText('Days missed')).toBeInTheDocument();
    expect(screen.getByText('Make-ups used / left')).toBeInTheDocument();
    expect(screen.getByText('0 / 2')).toBeInTheDocument();
    const calendar = within(screen.getByRole('list', { name: '' }).closest('section')!);
    expect(calendar.getByRole('listitem', { name: '2024-05-04: Checked in' })).toHaveTextContent(
      '+5 credits',
    );
    expect(calendar.getByRole('listitem', { name: '2024-05-05: Missed' })).toBeInTheDocument();
    expect(calendar.getByRole('listitem', { name: '2024-05-07: Upcoming' })).toBeInTheDocument();
  });

  it('makes up a missed day from the calendar', async () => {
    api = fakeApi(byPath({ 'GET /clock/detail': ok(detailOf()) }));
    const router = renderPage(<ClockDetailPage />, entry);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Make up 2024-05-05' }));
    expect(router.state.location.pathname).toBe(CheckInPaths.EXERCISE);
    expect(router.state.location.search).toBe('?planId=plan-1&day=2024-05-05');
  });

  it('offers no make-up once none is left', async () => {
    const detail = detailOf();
    api = fakeApi(
      byPath({
        'GET /clock/detail': ok({
          ...detail,
          progress: { ...detail.progress!, makeUpsUsed: 2, makeUpsLeft: 0 },
        }),
      }),
    );
    renderPage(<ClockDetailPage />, entry);
    expect(await screen.findByText('2 / 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make up/ })).not.toBeInTheDocument();
  });

  it('asks to join a plan not joined yet', async () => {
    api = fakeApi(byPath({ 'GET /clock/detail': ok(detailOf({ joined: false, progress: null })) }));
    renderPage(<ClockDetailPage />, entry);
    expect(await screen.findByText('You have not joined this plan yet.')).toBeInTheDocument();
  });
});
