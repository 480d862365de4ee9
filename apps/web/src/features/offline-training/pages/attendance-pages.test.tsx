import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { OfflinePaths } from '../offline-training.feature';
import {
  at,
  bodiesOf,
  callsOf,
  renderPage,
  sessionDetailOf,
  sessionOf,
} from '../test/offline-fixtures';
import { AttendancePage } from './attendance-page';
import { SessionDetailPage } from './session-detail-page';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('attendance (spec §2 /attendance, the page a scanned QR code opens)', () => {
  it('signs the learner in once and shows the time it recorded', async () => {
    api = fakeApi(
      byPath({
        'POST /attendance/scan': ok({
          kind: 'signIn',
          className: 'Fire wardens',
          classId: 'class-1',
          session: sessionOf(),
        }),
      }),
    );
    renderPage(<AttendancePage />, `${OfflinePaths.ATTENDANCE}?code=abc`);
    expect(await screen.findByText('Signed in')).toBeVisible();
    expect(screen.getByText('Signed in at: 2026-11-28 08:55:00')).toBeVisible();
    expect(screen.getByText('Fire wardens')).toBeVisible();
    expect(bodiesOf(api.requests, 'POST /attendance/scan')).toEqual([{ code: 'abc' }]);
  });

  it('says why a code is refused: a replay, or no code at all', async () => {
    api = fakeApi(byPath({ 'POST /attendance/scan': failure(ErrorCode.ATTENDANCE_CODE_USED) }));
    renderPage(<AttendancePage />, `${OfflinePaths.ATTENDANCE}?code=abc`);
    expect(await screen.findByText('You have used this attendance code already')).toBeVisible();
    expect(screen.getByText('Attendance not recorded')).toBeVisible();
    api.restore();

    api = fakeApi(byPath({}));
    renderPage(<AttendancePage />, OfflinePaths.ATTENDANCE);
    expect(await screen.findByText('This attendance code is not valid')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});

describe('session detail (spec §2 /offline/course/detail)', () => {
  it('shows the learner the windows and their realSignInTime and realSignOutTime', async () => {
    api = fakeApi(
      byPath({
        'GET /offline/session/detail': ok(sessionDetailOf({ realSignOutTime: at(12, 5) })),
      }),
    );
    renderPage(<SessionDetailPage />, `${OfflinePaths.SESSION}?sessionId=session-1`);
    expect(await screen.findByRole('heading', { name: 'Extinguishers' })).toBeVisible();
    expect(screen.getByText('2026-11-28 08:30:00 ~ 2026-11-28 09:30:00')).toBeVisible();
    expect(screen.getByText('2026-11-28 08:55:00')).toBeVisible();
    expect(screen.getByText('2026-11-28 12:05:00')).toBeVisible();
    expect(screen.getByText('Attended')).toBeVisible();
    expect(screen.queryByText('Attendance QR code')).toBeNull();
  });

  it('lets the trainer show the sign-in code as a QR code with the URL it carries', async () => {
    api = fakeApi(
      byPath({
        'GET /offline/session/detail': ok(
          sessionDetailOf({
            isTrainer: true,
            isLearner: false,
            signedInCount: 1,
            signedOutCount: 0,
          }),
        ),
        'POST /offline/session/attendanceCode': ok({
          code: 'code-1',
          kind: 'signIn',
          expiresAt: at(9, 1),
        }),
      }),
    );
    renderPage(<SessionDetailPage />, `${OfflinePaths.SESSION}?sessionId=session-1`);
    expect(await screen.findByText('1 / 0 / 2')).toBeVisible();
    expect(callsOf(api.requests, 'POST /offline/session/attendanceCode')).toHaveLength(0);
    await userEvent.setup().click(screen.getByText('Sign-in code'));
    const link = await screen.findByTestId('attendance-link');
    expect(link.getAttribute('href')).toMatch(/\/attendance\?code=code-1(&factoryCode=\w+)?$/);
    expect(screen.getByText('Learners: scan to sign in')).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'Sign-in QR code' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(bodiesOf(api.requests, 'POST /offline/session/attendanceCode')).toEqual([
      { sessionId: 'session-1', kind: 'signIn' },
    ]);
  });
});
