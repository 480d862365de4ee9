import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { LinkedPaths, OfflinePaths } from '../offline-training.feature';
import { at, callsOf, renderPage } from '../test/offline-fixtures';
import { MentorPage } from './mentor-page';
import { TeamPage } from './team-page';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('the mentor’s team (spec §2 /personal/team)', () => {
  it('shows each mentee’s progress, attendance and homework with links to grade and to their map', async () => {
    api = fakeApi(
      byPath({
        'GET /teamStu/members': ok({
          list: [
            {
              memberId: 'member-1',
              nickName: 'Ada',
              userCode: 'ada',
              avatar: null,
              classCount: 1,
              completedClassCount: 0,
              progress: 50,
              sessionCount: 2,
              attendedCount: 1,
              homeworkCount: 1,
              submittedCount: 1,
              toGradeCount: 1,
              gradedCount: 0,
            },
          ],
        }),
      }),
    );
    renderPage(<TeamPage />, OfflinePaths.TEAM);
    const row = (await screen.findByText('Ada (ada)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 / 2')).toBeVisible();
    expect(within(row).getByText('1 of 1 handed in, 1 to grade')).toBeVisible();
    expect(within(row).getByText('0 of 1 classes completed')).toBeVisible();
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(row).getByRole('link', { name: 'Grade homework' })).toHaveAttribute(
      'href',
      `${OfflinePaths.MENTOR}?memberId=member-1`,
    );
    expect(within(row).getByRole('link', { name: 'Map progress' })).toHaveAttribute(
      'href',
      `${LinkedPaths.MAP_EMPLOYEE}?memberId=member-1`,
    );
    expect(screen.getByRole('button', { name: 'Grade homework (1 waiting)' })).toBeVisible();
  });
});

describe('grading (spec §2 /mentor)', () => {
  it('lists the mentees’ homework to grade, and what was graded on the other tab', async () => {
    api = fakeApi(
      byPath({
        'GET /teamStu/homework': (config) =>
          ok({
            total: 1,
            list: [
              {
                submissionId: 'submission-1',
                homeworkId: 'homework-1',
                title: 'Escape routes',
                className: 'Fire wardens',
                memberId: 'member-1',
                memberName: 'Ada',
                submitTime: at(20),
                score: (config.params as { status: string }).status === 'graded' ? 85 : null,
                fullScore: 100,
                gradeTime: null,
              },
            ],
          }),
      }),
    );
    renderPage(<MentorPage />, OfflinePaths.MENTOR);
    expect(await screen.findByRole('link', { name: 'Escape routes' })).toHaveAttribute(
      'href',
      `${OfflinePaths.GRADE_DETAIL}?submissionId=submission-1&from=mentor`,
    );
    expect(screen.getByText('Ada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Grade' })).toBeVisible();
    expect(callsOf(api.requests, 'GET /teamStu/homework')[0]?.params).toMatchObject({
      status: 'toGrade',
    });
    await userEvent.setup().click(screen.getByText('Graded'));
    expect(await screen.findByText('85 of 100 points')).toBeVisible();
    await waitFor(() =>
      expect(callsOf(api!.requests, 'GET /teamStu/homework').at(-1)?.params).toMatchObject({
        status: 'graded',
      }),
    );
  });
});
