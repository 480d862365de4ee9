import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { DailyPracticePaths } from '../daily-practice.feature';
import { capitalKey, dayOf, renderPage, resultOf } from '../test/daily-practice-fixtures';
import { DailyExercisePage } from './daily-exercise-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const entry = `${DailyPracticePaths.EXERCISE}?dailyId=daily-1`;

const judge = (config: InternalAxiosRequestConfig): TFakeAnswer => {
  const body = JSON.parse(String(config.data)) as {
    questionId: string;
    seq: number;
    answer: { questionType: number; choice?: string };
  };
  const correct = body.answer.choice === 'k2';
  return ok({
    questionId: body.questionId,
    seq: body.seq,
    answer: body.answer,
    status: correct ? 'right' : 'wrong',
    correct,
    key: capitalKey,
    analysis: '<p>Paris has been the capital since 987.</p>',
    savedAt: 1_700_000_200_000,
    answeredCount: 1,
    serverTime: 1_700_000_200_000,
  });
};

describe('daily exercise (spec §2 /exam/daily-exercise/exercise)', () => {
  it('judges each answer as it is submitted, then shows the key and the analysis', async () => {
    api = fakeApi(
      byPath({
        'POST /daily/exercise/start': ok(dayOf({ lastSeq: 4 })),
        'POST /daily/exercise/saveAnswer': judge,
      }),
    );
    renderPage(<DailyExercisePage />, entry);
    const u = userEvent.setup();

    expect(await screen.findByText('Which city is the capital of France?')).toBeInTheDocument();
    expect(screen.getByText('Questions of 2024-05-06')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: /Rome/ }));
    await u.click(screen.getByRole('button', { name: 'Submit answer' }));

    expect(await screen.findByText('Wrong')).toBeInTheDocument();
    expect(screen.getByText('Paris has been the capital since 987.')).toBeInTheDocument();
    expect(screen.getByText('1/2 answered')).toBeInTheDocument();
    const saved = api.requests.find((request) => request.url === '/daily/exercise/saveAnswer');
    expect(JSON.parse(String(saved?.data))).toMatchObject({
      dailyId: 'daily-1',
      questionId: 'q-capital',
      seq: 5,
    });
  });

  it('explains a finish refused with questions left, and opens the finish page once done', async () => {
    let remaining = 1;
    api = fakeApi(
      byPath({
        'POST /daily/exercise/start': ok(dayOf()),
        'POST /daily/exercise/finish': () =>
          remaining > 0
            ? failure(ErrorCode.PRACTICE_QUESTIONS_REMAIN, remaining--)
            : ok(resultOf()),
      }),
    );
    const router = renderPage(<DailyExercisePage />, entry);
    const u = userEvent.setup();

    await u.click(await screen.findByRole('button', { name: "Finish today's practice" }));
    expect(
      await screen.findByText('All remaining 1 questions must be answered to finish'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: "Finish today's practice" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(DailyPracticePaths.FINISH));
    expect(router.state.location.search).toBe('?dailyId=daily-1&day=2024-05-06');
  });

  it('says so when no daily practice is in progress', async () => {
    api = fakeApi(
      byPath({ 'POST /daily/exercise/start': failure(ErrorCode.DAILY_PRACTICE_DONE_TODAY) }),
    );
    renderPage(<DailyExercisePage />, entry);
    expect(
      await screen.findByText("Today's practice is finished: come back tomorrow"),
    ).toBeInTheDocument();
  });
});
