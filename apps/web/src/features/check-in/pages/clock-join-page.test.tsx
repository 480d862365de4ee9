import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { CheckInPaths } from '../check-in.feature';
import { detailOf, renderPage } from '../test/check-in-fixtures';
import { ClockJoinPage } from './clock-join-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const entry = `${CheckInPaths.JOIN}?planId=plan-1`;

describe('joining a plan (spec §2 /clock/join)', () => {
  it('joins the plan and opens the learner’s progress', async () => {
    api = fakeApi(
      byPath({
        'GET /clock/detail': ok(detailOf({ joined: false, progress: null })),
        'POST /clock/join': ok({ joinedAt: 1_700_000_000_000 }),
      }),
    );
    const router = renderPage(<ClockJoinPage />, entry);
    expect(await screen.findByText('Join Security week')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the plan' }));
    expect(await screen.findByText(`Opened ${CheckInPaths.DETAIL}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?planId=plan-1');
    const join = api.requests.find((request) => request.url === '/clock/join');
    expect(JSON.parse(String(join?.data))).toEqual({ planId: 'plan-1' });
  });

  it('says a plan that has ended can no longer be joined', async () => {
    api = fakeApi(
      byPath({ 'GET /clock/detail': ok(detailOf({ joined: false, ended: true, progress: null })) }),
    );
    renderPage(<ClockJoinPage />, entry);
    expect(
      await screen.findByText('This plan has ended and can no longer be joined.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the plan' })).not.toBeInTheDocument();
  });

  it('answers a plan that is not there with the catalogue’s message', async () => {
    api = fakeApi(byPath({ 'GET /clock/detail': failure(ErrorCode.CHECK_IN_PLAN_NOT_FOUND) }));
    renderPage(<ClockJoinPage />, entry);
    expect(await screen.findByText('This check-in plan does not exist')).toBeInTheDocument();
  });
});
