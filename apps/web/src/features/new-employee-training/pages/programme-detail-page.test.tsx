import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TTrainingProgrammeDetail } from '@lectern/contracts/new-employee-training/new-employee-training';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { programmePath } from '../new-employee-training.feature';
import { detailOf, renderPage } from '../test/training-fixtures';
import { ProgrammeDetailPage } from './programme-detail-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const serve = (answer: ReturnType<typeof ok>) => {
  api = fakeApi(byPath({ 'GET /newMemberTrain/detail': answer }));
};
const show = (detail: TTrainingProgrammeDetail) => {
  serve(ok(detail));
  return renderPage(<ProgrammeDetailPage />, programmePath(detail.trainId));
};

describe('a new-employee programme (spec §2 /new-employ-train/detail)', () => {
  it('shows the tasks with their deadlines, the learner’s state, overdue and late ones, and the progress', async () => {
    show(detailOf());
    expect(await screen.findByRole('heading', { name: 'Welcome week' })).toBeVisible();
    expect(screen.getByText('Welcome aboard')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByText('1 of 3 tasks done')).toBeVisible();

    const tasks = within(screen.getByRole('list', { name: 'Training tasks' })).getAllByRole(
      'listitem',
    );
    expect(tasks).toHaveLength(3);
    expect(within(tasks[0]!).getByText('Course')).toBeVisible();
    expect(
      within(tasks[0]!).getByText('Within 7 days of your invitation · due 2026-11-09'),
    ).toBeVisible();
    expect(within(tasks[0]!).getByText('Overdue')).toBeVisible();
    expect(
      within(tasks[0]!).getByRole('progressbar', { name: 'Progress of Company essentials' }),
    ).toHaveAttribute('aria-valuenow', '30');
    expect(within(tasks[1]!).getByText('Done late')).toBeVisible();
    expect(within(tasks[1]!).getByText('Done')).toBeVisible();
    expect(within(tasks[2]!).getByText('No deadline')).toBeVisible();
    expect(within(tasks[2]!).queryByText('Overdue')).toBeNull();
  });

  it('links each task to the page that does it', async () => {
    show(detailOf());
    const link = (name: string) => screen.findByRole('link', { name });
    expect(await link('Company essentials')).toHaveAttribute(
      'href',
      '/exam/learn/course/detail?courseId=course-1',
    );
    expect(await link('Security drill')).toHaveAttribute(
      'href',
      '/exam/exercise?taskId=practice-1',
    );
    expect(await link('Safety quiz')).toHaveAttribute('href', '/exam/preview?paperId=paper-1');
  });

  it('shows a removed task without a link', async () => {
    show(
      detailOf({
        tasks: [detailOf().tasks[0]!].map((task) => ({ ...task, title: '', state: null })),
      }),
    );
    expect(await screen.findByText('This task has been removed')).toBeVisible();
    expect(screen.queryByRole('link', { name: /removed/ })).toBeNull();
  });

  it('keeps the training exam closed until the tasks are done, then leads to its preview', async () => {
    show(detailOf());
    expect(await screen.findByText('Welcome exam')).toBeVisible();
    expect(screen.getByText('Not open yet')).toBeVisible();
    expect(screen.getByText('Opens when every training task is done')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enter exam' })).toBeNull();
    api?.restore();

    const router = show(
      detailOf({
        exam: { ...detailOf().exam!, open: true, passed: true, score: 95 },
        completed: true,
        progress: 100,
      }),
    );
    expect(await screen.findByText('Passed')).toBeVisible();
    expect(screen.getByText(/Best score 95/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enter exam' }));
    expect(router.state.location.pathname).toBe('/exam/preview');
    expect(router.state.location.search).toBe('?paperId=paper-final');
  });

  it('tells a learner not on the invitation list so (300540)', async () => {
    serve(failure(ErrorCode.NOT_ON_NEW_EMPLOYEE_TRAINING_LIST));
    renderPage(<ProgrammeDetailPage />, programmePath('train-9'));
    expect(
      await screen.findByText('You are not on the invitation list for new-employee training'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to new-employee training/ })).toHaveAttribute(
      'href',
      '/new-employ-train',
    );
  });
});
