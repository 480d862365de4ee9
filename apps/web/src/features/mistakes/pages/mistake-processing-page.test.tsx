import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { MistakesPaths } from '../mistakes.feature';
import { capitalKey, earthKey, questionsOf, renderPage } from '../test/mistakes-fixtures';
import { MistakeProcessingPage } from './mistake-processing-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const bodies = (path: string) =>
  calls(path).map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);

const SET = `${MistakesPaths.PROCESSING}?sourceType=1&sourceId=drill`;

/**
 * The server's judgement: the capital right only with Paris (k2), the Earth only with true;
 * auto-removal on at 2 right answers, as the server counts them from the set's counts.
 */
function serve() {
  const counts = new Map(questionsOf().map((item) => [item.view.questionId, { ...item }]));
  const judge = (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(String(config.data)) as {
      questionId: string;
      seq: number;
      answer: { choice?: string; value?: boolean };
    };
    const capital = body.questionId === 'q-capital';
    const correct = capital ? body.answer.choice === 'k2' : body.answer.value === true;
    const entry = counts.get(body.questionId)!;
    if (correct) entry.correctCount += 1;
    else entry.wrongCount += 1;
    return ok({
      questionId: body.questionId,
      seq: body.seq,
      status: correct ? 'right' : 'wrong',
      correct,
      key: capital ? capitalKey : earthKey,
      analysis: capital ? '<p>Paris has been the capital since 987.</p>' : null,
      wrongCount: entry.wrongCount,
      correctCount: entry.correctCount,
      removed: correct && entry.correctCount === 2,
      serverTime: 1_700_000_200_000,
    });
  };
  api = fakeApi(
    byPath({
      'GET /mistakes/questions': () => ok({ name: 'Drills', questions: questionsOf() }),
      'POST /mistakes/saveAnswer': judge,
    }),
  );
}

describe('practising a mistake set (spec §2 /mistakes/processing, §4)', () => {
  it('judges each answer on save, with the key, the analysis and the counts', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    serve();
    renderPage(<MistakeProcessingPage />, SET);
    const u = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Drills' })).toBeInTheDocument();
    let question = screen.getByRole('region', { name: /^Question 1/ });
    expect(within(question).getByText('Wrong answers: 2')).toBeInTheDocument();
    expect(within(question).getByText('Right answers: 1')).toBeInTheDocument();

    // Wrong: the key and the analysis, the wrong count up, and the way to answer again.
    await u.click(within(question).getByRole('radio', { name: 'A. Berlin' }));
    await u.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Wrong')).toBeInTheDocument();
    question = screen.getByRole('region', { name: /^Question 1/ });
    expect(
      within(question).getByRole('radio', { name: /^B\. Paris.*Right answer/ }),
    ).toBeInTheDocument();
    expect(within(question).getByText('Paris has been the capital since 987.')).toBeInTheDocument();
    expect(within(question).getByText('Wrong answers: 3')).toBeInTheDocument();
    expect(screen.getByText('1/2 practised')).toBeInTheDocument();

    // Again, right: the second right answer reaches the auto-removal count.
    await u.click(within(question).getByRole('button', { name: 'Answer again' }));
    question = screen.getByRole('region', { name: /^Question 1/ });
    await u.click(within(question).getByRole('radio', { name: 'B. Paris' }));
    await u.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Right')).toBeInTheDocument();
    expect(
      screen.getByText('Answered right 2 times: the question has left this set'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer again' })).toBeNull();
    expect(screen.getByText('Questions removed this time: 1')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Next' }));
    question = screen.getByRole('region', { name: /^Question 2/ });
    await u.click(within(question).getByRole('radio', { name: 'True' }));
    await u.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Right answers: 1')).toBeInTheDocument();
    expect(screen.getByText('2/2 practised')).toBeInTheDocument();

    // Each answer its own seq, rising even within one millisecond.
    expect(bodies('POST /mistakes/saveAnswer')).toEqual([
      {
        sourceType: 1,
        sourceId: 'drill',
        questionId: 'q-capital',
        seq: 1_700_000_000_000,
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k1' },
      },
      {
        sourceType: 1,
        sourceId: 'drill',
        questionId: 'q-capital',
        seq: 1_700_000_000_001,
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
      },
      {
        sourceType: 1,
        sourceId: 'drill',
        questionId: 'q-earth',
        seq: 1_700_000_000_002,
        answer: { questionType: QuestionType.TRUE_FALSE, value: true },
      },
    ]);
    // The questions were read once: the reads after each save leave the screen as it is.
    await waitFor(() => expect(calls('GET /mistakes/questions').length).toBeGreaterThan(1));
    expect(screen.getByRole('region', { name: /^Question 2/ })).toBeInTheDocument();
  });

  it('shows a set with no question left as empty (300403)', async () => {
    api = fakeApi(byPath({ 'GET /mistakes/questions': failure('300403') }));
    renderPage(<MistakeProcessingPage />, SET);
    expect(await screen.findByText('This mistake set has no questions left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to mistakes' })).toBeInTheDocument();
  });
});
