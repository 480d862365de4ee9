import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-environment';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { answerSheetOf } from '../test/answering-fixtures';
import { ExamAnsweringPage } from './exam-answering-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

function openExam() {
  const sheet = answerSheetOf();
  api = fakeApi(
    byPath({
      'GET /exam/answerSheet': () => ok({ ...sheet }),
      'POST /exam/saveAnswers': ok({ saved: [], serverTime: Date.now() }),
    }),
  );
  const router = createMemoryRouter(
    [{ path: ExamPaths.EXAM_IN_PROGRESS, element: <ExamAnsweringPage /> }],
    { initialEntries: [`${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=${sheet.answerSheetId}`] },
  );
  configureApiClient({ location: () => router.state.location });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const heading = (number: number) => screen.getByRole('heading', { name: `Question ${number}` });

describe('the exam screen’s focus (spec §2, issue 18)', () => {
  it('puts the focus on the question heading when it opens and at every previous and next', async () => {
    const user = userEvent.setup();
    openExam();
    await waitFor(() => expect(heading(1)).toHaveFocus());

    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(heading(2)).toHaveFocus();
    expect(heading(2)).toHaveAttribute('tabindex', '-1');
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    // The last question's Next is disabled now: the focus is on the heading, not on <body>.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(heading(3)).toHaveFocus();
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard(' ');
    expect(heading(2)).toHaveFocus();
  });

  it('puts the focus on the heading of the question chosen in the answer sheet', async () => {
    const user = userEvent.setup();
    openExam();
    const panel = await screen.findByRole('navigation', { name: 'Answer sheet' });
    within(panel)
      .getByRole('button', { name: /^Question 3:/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(heading(3)).toHaveFocus();
    // The current question chosen again: the focus goes back to its heading too.
    within(panel)
      .getByRole('button', { name: /^Question 3:/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(heading(3)).toHaveFocus();
  });
});
