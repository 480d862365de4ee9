import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { questionOf } from '@/components/questions/test/question-fixtures';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { PracticePaths } from '../practice.feature';
import {
  capitalKey,
  earthKey,
  previewOf,
  recordOf,
  renderPage,
  roundOf,
} from '../test/practice-fixtures';
import { PracticePage } from './practice-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

type THandler = (config: InternalAxiosRequestConfig) => TFakeAnswer;

function serve(answers: Record<string, TFakeAnswer | THandler>) {
  api = fakeApi(byPath(answers));
  return api;
}

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const bodies = (path: string) =>
  calls(path).map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);

/** The server's judgement of a save: the capital question right only with Paris (k2). */
const judge: THandler = (config) => {
  const body = JSON.parse(String(config.data)) as {
    questionId: string;
    seq: number;
    answer: { questionType: number; choice?: string; value?: boolean };
  };
  const capital = body.questionId === 'q-capital';
  const correct = capital ? body.answer.choice === 'k2' : body.answer.value === true;
  return ok({
    questionId: body.questionId,
    seq: body.seq,
    answer: body.answer,
    status: correct ? 'right' : 'wrong',
    correct,
    key: capital ? capitalKey : earthKey,
    analysis: capital ? '<p>Paris has been the capital since 987.</p>' : null,
    savedAt: 1_700_000_200_000,
    answeredCount: 1,
    serverTime: 1_700_000_200_000,
  });
};

describe('practice preview (spec §2)', () => {
  it('shows the questions by type and starts in the chosen mode', async () => {
    serve({ 'GET /exercise/preview': ok(previewOf()) });
    const router = renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1`);
    const u = userEvent.setup();

    expect(await screen.findByText('Geography drill')).toBeInTheDocument();
    expect(screen.getByText('Single choice')).toBeInTheDocument();
    expect(screen.getByText('True or false')).toBeInTheDocument();
    expect(screen.getByText('0/2 answered')).toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'Recite mode' }));
    expect(
      screen.getByText('See the right answer and the analysis with each question.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(router.state.location.search).toBe('?taskId=task-1&mode=recite');
  });

  it('offers to continue a round under way', async () => {
    serve({ 'GET /exercise/preview': ok(previewOf({ answeredCount: 1 })) });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1`);
    expect(await screen.findByRole('button', { name: 'Continue practising' })).toBeInTheDocument();
  });

  it('shows an unpaid task’s price and the 300408 message instead of the start buttons', async () => {
    serve({
      'GET /exercise/preview': ok(previewOf({ cost: 9.9, blockedBy: '300408' })),
    });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1`);
    expect(await screen.findByText('The practice task has not been paid for')).toBeInTheDocument();
    expect(screen.getByText('9.9 yuan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /practising/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('practice screen (spec §2, §4, §5)', () => {
  it('saves each answer with a rising seq, then shows right or wrong with the key, locked', async () => {
    serve({ 'POST /exercise/practice': ok(roundOf()), 'POST /exercise/saveAnswer': judge });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1&mode=answer`);
    const u = userEvent.setup();

    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    expect(screen.queryByText('Right answer')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Right')).toBeInTheDocument();
    expect(screen.getByText('Paris has been the capital since 987.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
    expect(screen.getByText('1/2 answered')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.click(await screen.findByRole('radio', { name: 'False' }));
    await u.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Wrong')).toBeInTheDocument();
    // Locked: the learner's choice read-only, the right one tagged.
    expect(screen.getByRole('radio', { name: /^False/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^False/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^True.*Right answer/ })).not.toBeChecked();

    expect(bodies('POST /exercise/practice')[0]).toEqual({ taskId: 'task-1', mode: 'answer' });
    expect(bodies('POST /exercise/saveAnswer')).toEqual([
      {
        taskId: 'task-1',
        questionId: 'q-capital',
        seq: 5,
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
      },
      {
        taskId: 'task-1',
        questionId: 'q-earth',
        seq: 6,
        answer: { questionType: QuestionType.TRUE_FALSE, value: false },
      },
    ]);
  });

  it('continues a reloaded round at the first open question, its answers judged', async () => {
    serve({
      'POST /exercise/practice': ok(
        roundOf({
          lastSeq: 0,
          answers: [
            {
              questionId: 'q-capital',
              seq: 7,
              answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k1' },
              status: 'wrong',
              correct: false,
              key: capitalKey,
              analysis: null,
              savedAt: 1_700_000_200_000,
            },
          ],
        }),
      ),
      'POST /exercise/saveAnswer': judge,
    });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1&mode=answer`);
    const u = userEvent.setup();

    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'True' }));
    await u.click(screen.getByRole('button', { name: 'Submit answer' }));
    await screen.findByText('Right');
    expect(bodies('POST /exercise/saveAnswer')[0]).toMatchObject({ seq: 8 });

    await u.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Wrong')).toBeInTheDocument();
  });

  it('shows the key and analysis with the question in recite mode, and switches mode', async () => {
    serve({
      'POST /exercise/practice': (config) =>
        ok(roundOf({ mode: (JSON.parse(String(config.data)) as { mode: 'answer' }).mode })),
    });
    const router = renderPage(
      <PracticePage />,
      `${PracticePaths.PRACTICE}?taskId=task-1&mode=answer`,
    );
    const u = userEvent.setup();
    await screen.findByRole('radio', { name: 'B. Paris' });
    expect(screen.queryByText('Paris has been the capital since 987.')).toBeNull();

    await u.click(screen.getByText('Recite mode'));
    expect(await screen.findByText('Paris has been the capital since 987.')).toBeInTheDocument();
    const key = screen.getByRole('region', { name: 'Right answer' });
    expect(within(key).getByText(/Paris/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?taskId=task-1&mode=recite');
    expect(bodies('POST /exercise/practice').at(-1)).toEqual({ taskId: 'task-1', mode: 'recite' });
  });

  it('shows a short answer’s reference answer as the key in recite mode', async () => {
    serve({
      'POST /exercise/practice': ok(
        roundOf({
          mode: 'recite',
          questions: [
            {
              view: questionOf(QuestionType.SHORT_ANSWER, {
                questionId: 'q-password',
                content: '<p>What makes a password strong?</p>',
              }),
              key: {
                questionType: QuestionType.SHORT_ANSWER,
                referenceAnswer: 'Length, mixed characters, used nowhere else.',
                keywords: [],
              },
              analysis: null,
              knowledgePoints: [],
            },
          ],
        }),
      ),
    });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1&mode=recite`);
    const key = await screen.findByRole('region', { name: 'Right answer' });
    expect(
      within(key).getByText('Length, mixed characters, used nowhere else.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('refuses to finish with questions left, saying how many (309150)', async () => {
    serve({
      'POST /exercise/practice': ok(roundOf()),
      'POST /exercise/finish': failure('309150', 2),
    });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1&mode=answer`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText('All remaining 2 questions must be answered to finish'),
    ).toBeInTheDocument();
  });

  it('finishes and opens the task’s records', async () => {
    serve({
      'POST /exercise/practice': ok(roundOf()),
      'POST /exercise/finish': ok(recordOf()),
    });
    const router = renderPage(
      <PracticePage />,
      `${PracticePaths.PRACTICE}?taskId=task-1&mode=answer`,
    );
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(`Opened ${PracticePaths.RECORDS}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?taskId=task-1');
  });

  it('resets after a confirmation and enters the new round', async () => {
    serve({
      'POST /exercise/practice': ok(roundOf()),
      'POST /exercise/reset': ok({ lastSeq: 9, startedAt: 1_700_000_300_000 }),
    });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1&mode=answer`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start this task over?' });
    expect(
      within(dialog).getByText('The answers of this round are dropped and no record is kept.'),
    ).toBeInTheDocument();
    expect(calls('POST /exercise/reset')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(calls('POST /exercise/reset')).toHaveLength(1));
    await waitFor(() => expect(calls('POST /exercise/practice')).toHaveLength(2));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('shows why an unpaid task cannot be entered (300408)', async () => {
    serve({ 'POST /exercise/practice': failure('300408') });
    renderPage(<PracticePage />, `${PracticePaths.PRACTICE}?taskId=task-1&mode=answer`);
    expect(
      (await screen.findAllByText('The practice task has not been paid for')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
  });
});
