import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { LinkedPaths, OfflinePaths } from '../offline-training.feature';
import { at, bodiesOf, homeworkDetailOf, renderPage, submissionOf } from '../test/offline-fixtures';
import { GradeDetailPage } from './grade-detail-page';
import { HomeworkPage } from './homework-page';
import { HomeworkResultsPage } from './homework-results-page';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const graded = submissionOf({
  score: 85,
  passed: true,
  comment: 'Clear routes',
  gradeTime: at(21),
  graderName: 'Coach Zhou',
});

describe('homework (spec §2 /homework, /maphomeworkdetail)', () => {
  it('hands in the learner’s answer, and only once something is written', async () => {
    api = fakeApi(
      byPath({
        'GET /homework/detail': ok(homeworkDetailOf()),
        'POST /homework/submit': ok(submissionOf()),
      }),
    );
    renderPage(<HomeworkPage />, `${OfflinePaths.HOMEWORK}?homeworkId=homework-1`);
    expect(await screen.findByRole('heading', { name: 'Escape routes' })).toBeVisible();
    expect(screen.getByText('Full score 100, pass at 60')).toBeVisible();
    expect(screen.getByRole('link', { name: /Fire wardens/ })).toHaveAttribute(
      'href',
      `${OfflinePaths.CLASS}?classId=class-1`,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Answer' }), 'Two exits');
    await u.click(submit);
    await waitFor(() =>
      expect(bodiesOf(api!.requests, 'POST /homework/submit')).toEqual([
        { homeworkId: 'homework-1', content: 'Two exits', files: [] },
      ]),
    );
  });

  it('shows a graded homework with its score and comment, without the form, and leads back to the map', async () => {
    api = fakeApi(
      byPath({
        'GET /homework/detail': ok(
          homeworkDetailOf({ status: 'graded', score: 85, submission: graded, canSubmit: false }),
        ),
      }),
    );
    renderPage(<HomeworkPage />, `${OfflinePaths.MAP_HOMEWORK}?homeworkId=homework-1&mapId=map-1`);
    expect(await screen.findByText('Clear routes')).toBeVisible();
    expect(screen.getByText('85')).toBeVisible();
    expect(screen.getByText('Passed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'routes.png' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to the learning map/ })).toHaveAttribute(
      'href',
      `${LinkedPaths.LEARN_MAP}?mapId=map-1`,
    );
  });
});

describe('homework results and grading (spec §2 /homeworkresult, /homeworkgradeDetail)', () => {
  it('lists the learner’s homework with status and score', async () => {
    api = fakeApi(
      byPath({
        'GET /homework/results': ok({
          total: 1,
          list: [
            {
              submissionId: 'submission-1',
              homeworkId: 'homework-1',
              title: 'Escape routes',
              className: 'Fire wardens',
              submitTime: at(20),
              status: 'graded',
              score: 85,
              fullScore: 100,
              passed: true,
              gradeTime: at(21),
            },
          ],
        }),
      }),
    );
    renderPage(<HomeworkResultsPage />, OfflinePaths.RESULTS);
    expect(await screen.findByRole('link', { name: 'Escape routes' })).toHaveAttribute(
      'href',
      `${OfflinePaths.GRADE_DETAIL}?submissionId=submission-1`,
    );
    expect(screen.getByText('85 of 100 points')).toBeVisible();
    expect(screen.getByText('Graded')).toBeVisible();
    expect(screen.getByText('2026-11-28 20:00:00')).toBeVisible();
  });

  it('lets the mentor grade a waiting submission with a score and a comment', async () => {
    api = fakeApi(
      byPath({
        'GET /homework/gradeDetail': ok({
          homework: { ...homeworkDetailOf(), status: 'submitted' },
          submission: submissionOf(),
          canGrade: true,
        }),
        'POST /teamStu/grade': ok(graded),
      }),
    );
    renderPage(
      <GradeDetailPage />,
      `${OfflinePaths.GRADE_DETAIL}?submissionId=submission-1&from=mentor`,
    );
    expect(await screen.findByText('Two exits')).toBeVisible();
    expect(screen.getByRole('link', { name: /Grading/ })).toHaveAttribute(
      'href',
      OfflinePaths.MENTOR,
    );
    const u = userEvent.setup();
    await u.type(screen.getByRole('spinbutton', { name: 'Score' }), '85');
    await u.type(screen.getByRole('textbox', { name: 'Comment' }), 'Clear routes');
    await u.click(screen.getByRole('button', { name: 'Submit grade' }));
    await waitFor(() =>
      expect(bodiesOf(api!.requests, 'POST /teamStu/grade')).toEqual([
        { submissionId: 'submission-1', score: 85, comment: 'Clear routes' },
      ]),
    );
  });

  it('shows the learner their graded homework without a form', async () => {
    api = fakeApi(
      byPath({
        'GET /homework/gradeDetail': ok({
          homework: { ...homeworkDetailOf(), status: 'graded', score: 85 },
          submission: graded,
          canGrade: false,
        }),
      }),
    );
    renderPage(<GradeDetailPage />, `${OfflinePaths.GRADE_DETAIL}?submissionId=submission-1`);
    expect(await screen.findByText('Clear routes')).toBeVisible();
    expect(screen.getByText('Coach Zhou')).toBeVisible();
    expect(screen.getByText('2026-11-28 21:00:00')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit grade' })).toBeNull();
  });
});
