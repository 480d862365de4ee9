import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { CheckInPaths } from '../check-in.feature';
import { dayOf, renderPage, resultOf } from '../test/check-in-fixtures';
import { ClockExercisePage } from './clock-exercise-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('the day’s tasks (spec §2 /clock/exercise)', () => {
  it('shows the text, the video and the question, and checks in what was done', async () => {
    let refusals = 1;
    api = fakeApi(
      byPath({
        'GET /clock/exercise': ok(dayOf()),
        'POST /clock/checkIn': () =>
          refusals-- > 0 ? failure(ErrorCode.CHECK_IN_TASKS_NOT_DONE) : ok(resultOf()),
      }),
    );
    const router = renderPage(<ClockExercisePage />, `${CheckInPaths.EXERCISE}?planId=plan-1`);
    const u = userEvent.setup();
    expect(await screen.findByText('Lock your screen when you leave.')).toBeInTheDocument();
    expect(screen.getByLabelText('The film')).toHaveAttribute('src', '/files/film.mp4');
    expect(screen.getByText('Which city is the capital of France?')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText("Finish the day's reading and watching tasks first"),
    ).toBeInTheDocument();

    await u.click(screen.getByRole('checkbox', { name: 'I have read it' }));
    await u.click(screen.getByRole('checkbox', { name: 'I have watched it' }));
    await u.click(screen.getByRole('radio', { name: /Paris/ }));
    await u.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(`Opened ${CheckInPaths.FINISH}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?planId=plan-1&day=2024-05-06');
    const posts = api.requests.filter((request) => request.url === '/clock/checkIn');
    expect(JSON.parse(String(posts[1]?.data))).toEqual({
      planId: 'plan-1',
      day: '2024-05-06',
      doneTaskIds: ['d1-t1', 'd1-t2'],
      answers: [
        {
          questionId: 'q-capital',
          answer: expect.objectContaining({ questionType: 1 }) as unknown,
        },
      ],
    });
  });

  it('tells a make-up what it earns, and names the questions left unanswered', async () => {
    api = fakeApi(
      byPath({
        'GET /clock/exercise': ok(dayOf({ day: '2024-05-05', makeUp: true, credits: 2 })),
        'POST /clock/checkIn': failure(ErrorCode.CHECK_IN_QUESTIONS_UNANSWERED, 1),
      }),
    );
    renderPage(<ClockExercisePage />, `${CheckInPaths.EXERCISE}?planId=plan-1&day=2024-05-05`);
    expect(
      await screen.findByText('Making up 2024-05-05: it earns 2 credits and uses one make-up.'),
    ).toBeInTheDocument();
    expect(api.requests[0]?.params).toMatchObject({ planId: 'plan-1', day: '2024-05-05' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit make-up' }));
    expect(
      await screen.findByText('1 questions are unanswered: answer them all to check in'),
    ).toBeInTheDocument();
  });

  it('shows a day already checked in with a way to its result', async () => {
    api = fakeApi(byPath({ 'GET /clock/exercise': ok(dayOf({ checkIn: resultOf() })) }));
    renderPage(<ClockExercisePage />, `${CheckInPaths.EXERCISE}?planId=plan-1`);
    expect(await screen.findByText('2024-05-06 is checked in already')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('explains a missed day with no make-up left', async () => {
    api = fakeApi(byPath({ 'GET /clock/exercise': failure(ErrorCode.CHECK_IN_NO_MAKE_UP_LEFT) }));
    renderPage(<ClockExercisePage />, `${CheckInPaths.EXERCISE}?planId=plan-1&day=2024-05-05`);
    expect(await screen.findByText('No make-ups are left')).toBeInTheDocument();
  });
});
