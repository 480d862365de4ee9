import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { OfflinePaths } from '../offline-training.feature';
import { classDetailOf, classOf, renderPage, sessionOf } from '../test/offline-fixtures';
import { ClassDetailPage } from './class-detail-page';
import { ClassListPage } from './class-list-page';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('offline class list (spec §2 /offlinetrain/list)', () => {
  it('shows each class with its time, place, trainer, attendance and progress', async () => {
    api = fakeApi(
      byPath({
        'GET /offline/class/list': ok({
          list: [
            classOf(),
            classOf({
              classId: 'class-2',
              name: 'Safety drills',
              isLearner: false,
              isTrainer: true,
            }),
          ],
        }),
      }),
    );
    const router = renderPage(<ClassListPage />, OfflinePaths.CLASSES);
    const link = await screen.findByRole('link', { name: 'Fire wardens' });
    expect(screen.getByText('Attended 1 of 2 sessions')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getAllByText('Time: 2026-11-28 09:00:00')).toHaveLength(2);
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getByText('I train it')).toBeVisible();
    await userEvent.setup().click(link);
    expect(await screen.findByText(`Opened ${OfflinePaths.CLASS}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?classId=class-1');
  });

  it('says when the learner has no class', async () => {
    api = fakeApi(byPath({ 'GET /offline/class/list': ok({ list: [] }) }));
    renderPage(<ClassListPage />, OfflinePaths.CLASSES);
    expect(await screen.findByText('No offline classes yet')).toBeVisible();
  });
});

describe('offline class detail (spec §2 /offlinetrain/detail)', () => {
  it('lists sessions with the learner’s sign-in and sign-out times, homework and the class exam', async () => {
    api = fakeApi(
      byPath({
        'GET /offline/class/detail': ok(
          classDetailOf({
            sessions: [
              sessionOf(),
              sessionOf({ sessionId: 'session-2', name: 'Evacuation', realSignInTime: null }),
            ],
          }),
        ),
      }),
    );
    renderPage(<ClassDetailPage />, `${OfflinePaths.CLASS}?classId=class-1`);
    expect(await screen.findByRole('heading', { name: 'Fire wardens' })).toBeVisible();
    const first = screen.getByText('Extinguishers').closest('.ant-list-item') as HTMLElement;
    const second = screen.getByText('Evacuation').closest('.ant-list-item') as HTMLElement;
    expect(within(first).getByText(/Signed in at: 2026-11-28 08:55:00/)).toBeVisible();
    expect(within(first).getByText(/Signed out at: —/)).toBeVisible();
    expect(within(second).getByText(/Signed in at: —/)).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Open session' })).toHaveAttribute(
      'href',
      `${OfflinePaths.SESSION}?sessionId=session-1`,
    );
    expect(screen.getByRole('link', { name: 'Hand in' })).toHaveAttribute(
      'href',
      `${OfflinePaths.HOMEWORK}?homeworkId=homework-1`,
    );
    expect(screen.getByText('To hand in')).toBeVisible();
    expect(screen.getByText('Due: 2026-11-28 23:00:00')).toBeVisible();
    expect(screen.getByText('Fire wardens exam')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take the exam' })).toHaveAttribute(
      'href',
      '/exam/preview?paperId=paper-8',
    );
    expect(screen.getByText('Attended 1 of 2 sessions · Homework passed 0 of 1')).toBeVisible();
  });

  it('explains a class the learner may not see', async () => {
    api = fakeApi(
      byPath({ 'GET /offline/class/detail': failure(ErrorCode.OFFLINE_CLASS_NOT_FOUND) }),
    );
    renderPage(<ClassDetailPage />, `${OfflinePaths.CLASS}?classId=class-9`);
    expect(await screen.findByText('This class or session does not exist')).toBeVisible();
  });
});
