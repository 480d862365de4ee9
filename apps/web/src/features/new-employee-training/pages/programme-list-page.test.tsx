import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TTrainingProgrammeSummary } from '@lectern/contracts/new-employee-training/new-employee-training';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { NewEmployeeTrainingPaths } from '../new-employee-training.feature';
import { classifications, renderPage, summaryOf } from '../test/training-fixtures';
import { ProgrammeListPage } from './programme-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

function serve(list: TTrainingProgrammeSummary[]) {
  api = fakeApi(
    byPath({
      'GET /newMemberTrain/classify': ok(classifications),
      'GET /newMemberTrain/list': ok({ list, total: list.length }),
    }),
  );
  return api;
}

const lastListQuery = () =>
  (api?.requests ?? []).filter((request) => request.url === '/newMemberTrain/list').at(-1)
    ?.params as Record<string, unknown>;

describe('new-employee training (spec §2 /new-employ-train)', () => {
  it('shows each programme with its classification, invitation, tasks done, next deadline and progress', async () => {
    serve([
      summaryOf(),
      summaryOf({
        trainId: 'train-2',
        name: 'Sales starter',
        classifyName: null,
        doneCount: 2,
        taskCount: 2,
        overdueCount: 0,
        progress: 100,
        completed: true,
        nextDeadline: null,
        hasExam: false,
      }),
    ]);
    renderPage(<ProgrammeListPage />, NewEmployeeTrainingPaths.PROGRAMMES);

    const welcome = await screen.findByRole('article', { name: 'Welcome week' });
    expect(within(welcome).getByText('1 overdue')).toBeVisible();
    expect(within(welcome).getByText(/Invited 2026-11-02 09:00:00/)).toHaveTextContent(
      'Onboarding · Invited 2026-11-02 09:00:00',
    );
    expect(
      within(welcome).getByText(
        /1 of 3 tasks done · Includes a training exam · Next due 2026-11-09/,
      ),
    ).toBeVisible();
    expect(within(welcome).getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(within(welcome).getByRole('link', { name: 'Welcome week' })).toHaveAttribute(
      'href',
      '/new-employ-train/detail?trainId=train-1',
    );

    const sales = screen.getByRole('article', { name: 'Sales starter' });
    expect(within(sales).getByText('Completed')).toBeVisible();
    expect(within(sales).getByText('2 of 2 tasks done')).toBeVisible();
  });

  it('filters by classification and name', async () => {
    serve([summaryOf()]);
    const router = renderPage(<ProgrammeListPage />, NewEmployeeTrainingPaths.PROGRAMMES);
    const u = userEvent.setup();
    expect(await screen.findByText('My categories')).toBeInTheDocument();
    expect(lastListQuery()).toMatchObject({ pageNum: 1, pageSize: 10 });

    await u.click(screen.getByText('Sales'));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ classifyPath: 'onboarding/sales/' }),
    );
    await u.type(
      screen.getByRole('searchbox', { name: 'Search by programme name' }),
      'week{Enter}',
    );
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ classifyPath: 'onboarding/sales/', keyword: 'week' }),
    );
    expect(router.state.location.search).toContain('keyword=week');
  });

  it('says when the learner is invited to nothing, and explains a refusal', async () => {
    serve([]);
    renderPage(<ProgrammeListPage />, NewEmployeeTrainingPaths.PROGRAMMES);
    expect(
      await screen.findByText('You are not invited to any new-employee training yet'),
    ).toBeVisible();
    api?.restore();

    api = fakeApi(
      byPath({
        'GET /newMemberTrain/classify': ok(classifications),
        'GET /newMemberTrain/list': failure(ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION),
      }),
    );
    renderPage(<ProgrammeListPage />, NewEmployeeTrainingPaths.PROGRAMMES);
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
