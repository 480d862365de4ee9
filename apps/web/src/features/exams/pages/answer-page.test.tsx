import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { AnswerPage } from './answer-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

function openAnswerPage(search: string) {
  api = fakeApi(
    byPath({
      'GET /exam/answerDetail': ok({
        answerSheetId: 'sheet-1',
        paperName: 'Geography basics',
        state: 'judged',
        score: 10,
        totalScore: 10,
        passed: true,
        startTime: 0,
        finishTime: 60_000,
        questions: [],
        keysVisibility: 'afterSubmit',
        keysShown: true,
        keysReleaseTime: null,
        signature: null,
      }),
      'GET /exam/answerList': ok({ paperName: 'Geography basics', list: [] }),
    }),
  );
  const router = createMemoryRouter(
    [
      { path: ExamPaths.EXAM_ANSWER, element: <AnswerPage /> },
      { path: ExamPaths.EXAM_LIST, element: <p>Exam list</p> },
    ],
    { initialEntries: [`${ExamPaths.EXAM_ANSWER}${search}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const calledPaths = () => (api?.requests ?? []).map((request) => request.url);

describe('/exam/answer (spec §2)', () => {
  it('shows the answer detail of a sheet', async () => {
    openAnswerPage('?answerSheetId=sheet-1&paperId=paper-1');
    expect(await screen.findByText('Passed')).toBeInTheDocument();
    expect(calledPaths()).toEqual(['/exam/answerDetail']);
  });

  it('shows the answer detail of a query code', async () => {
    openAnswerPage('?queryCode=7K3M9QWX2A');
    expect(await screen.findByText('Passed')).toBeInTheDocument();
    expect(api?.requests[0]?.params).toMatchObject({ queryCode: '7K3M9QWX2A' });
  });

  it('lists the learner’s sheets of a paper when only the paper is given', async () => {
    openAnswerPage('?paperId=paper-1');
    await waitFor(() => expect(calledPaths()).toEqual(['/exam/answerList']));
    expect(api?.requests[0]?.params).toMatchObject({ paperId: 'paper-1' });
  });

  it('needs a sheet, a query code or a paper (300331)', async () => {
    openAnswerPage('');
    expect(
      await screen.findByText('Paper number and answer sheet number cannot both be empty'),
    ).toBeInTheDocument();
    expect(calledPaths()).toEqual([]);
  });
});
