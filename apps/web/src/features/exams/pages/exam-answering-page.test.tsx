import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TPostSaveAnswersRequest } from '@lectern/contracts/exams/post-save-answers';
import { configureApiClient } from '@/lib/api-environment';
import { memoryStore, setOfflineStore, type TKeyValueStore } from '@/lib/offline-store';
import { StorageKey } from '@/lib/storage-keys';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { journalStoreKey } from '../hooks/answer-journal';
import { answerSheetOf } from '../test/answering-fixtures';
import { ExamAnsweringPage } from './exam-answering-page';
import { ExamPaths } from '../exams.feature';

const MINUTE_MS = 60_000;
const LAST_SEQ = 7;

let api: ReturnType<typeof fakeApi> | undefined;
/** The device store (IndexedDB in a browser) of this test: journals and sheet copies. */
let device: TKeyValueStore;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  device = memoryStore();
  setOfflineStore(device);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  setOfflineStore(null);
  vi.useRealTimers();
});

/** What the browser's network layer throws when there is no connection. */
const noNetwork = () => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
};

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/** The heading the learner sees while a submission waits for the connection. */
const queuedHeading = () =>
  screen.findByRole('heading', {
    name: 'Your submission will be sent when the connection is back',
  });

/** Answers the capital question, submits and confirms with no network: the submission queues. */
async function answerAndSubmitOffline() {
  const u = user();
  await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
  await u.click(screen.getByRole('button', { name: 'Submit' }));
  await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
  expect(await queuedHeading()).toBeInTheDocument();
}

type THandler = (config: InternalAxiosRequestConfig) => TFakeAnswer | Promise<TFakeAnswer>;

/** Acknowledges every save with the seq it carried, as a server that stored them all. */
const acknowledge: THandler = (config) => {
  const { answers } = JSON.parse(String(config.data)) as TPostSaveAnswersRequest;
  return ok({
    saved: answers.map(({ questionId, seq }) => ({ questionId, seq })),
    serverTime: Date.now(),
  });
};

function serve(
  sheet: TGetAnswerSheetResponse,
  overrides: Record<string, TFakeAnswer | THandler> = {},
) {
  api = fakeApi(
    byPath({
      'GET /exam/answerSheet': () => ok({ ...sheet }),
      'POST /exam/saveAnswers': acknowledge,
      'POST /exam/submit': ok({ answerSheetId: sheet.answerSheetId, state: 'judged' }),
      ...overrides,
    }),
  );
  return api;
}

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const savesSent = () =>
  calls('POST /exam/saveAnswers').map(
    (request) => (JSON.parse(String(request.data)) as TPostSaveAnswersRequest).answers,
  );

function openExam(answerSheetId = 'sheet-1') {
  const router = createMemoryRouter(
    [
      { path: ExamPaths.EXAM_IN_PROGRESS, element: <ExamAnsweringPage /> },
      { path: ExamPaths.EXAM_FINISH, element: <p>Finish page</p> },
      { path: ExamPaths.EXAM_LIST, element: <p>Exam list</p> },
    ],
    {
      initialEntries: [
        answerSheetId
          ? `${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=${answerSheetId}`
          : ExamPaths.EXAM_IN_PROGRESS,
      ],
    },
  );
  configureApiClient({ location: () => router.state.location });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}

const panelButton = (number: number) =>
  within(screen.getByRole('navigation', { name: 'Answer sheet' })).getByRole('button', {
    name: new RegExp(`^Question ${number}:`),
  });

describe('exam answering (spec §2, §4, §9)', () => {
  it('shows the paper, the first question and the time left on the server’s clock', async () => {
    // The device clock runs 10 minutes ahead of the server's: the countdown must not care.
    const serverTime = Date.now() - 10 * MINUTE_MS;
    serve(answerSheetOf({ serverTime, deadline: serverTime + 20 * MINUTE_MS }));
    openExam();
    expect(await screen.findByRole('heading', { name: 'Geography basics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('20 min 00 s');
    await vi.advanceTimersByTimeAsync(61_000);
    // A minute and a second later (plus whatever the test itself took).
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/18 min 5\d s/);
  });

  it('tags every question in the panel as answered, marked or unanswered', async () => {
    serve(answerSheetOf({ lastSeq: LAST_SEQ }));
    openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    expect(panelButton(1)).toHaveAccessibleName('Question 1: answered');
    expect(panelButton(2)).toHaveAccessibleName('Question 2: unanswered');

    await u.click(panelButton(2));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(panelButton(2)).toHaveAttribute('aria-current', 'step');
    await u.click(screen.getByRole('button', { name: 'Mark' }));
    expect(panelButton(2)).toHaveAccessibleName('Question 2: unanswered, marked');
    expect(screen.getByRole('button', { name: 'Unmark' })).toHaveAttribute('aria-pressed', 'true');
    const legend = screen.getByRole('navigation', { name: 'Answer sheet' });
    expect(legend).toHaveTextContent('Answered (1)');
    expect(legend).toHaveTextContent('Marked (1)');
    expect(legend).toHaveTextContent('Unanswered (2)');

    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(savesSent().flat()).toHaveLength(2));
    expect(savesSent().flat().at(-1)).toEqual({
      questionId: 'q-primes',
      seq: LAST_SEQ + 2,
      answer: null,
      marked: true,
    });
  });

  it('moves with previous and next', async () => {
    serve(answerSheetOf());
    openExam();
    const u = user();
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
  });

  it('resets an answer after confirmation', async () => {
    serve(answerSheetOf({ lastSeq: LAST_SEQ }));
    openExam();
    const u = user();
    expect(await screen.findByRole('button', { name: 'Reset answer' })).toBeDisabled();
    await u.click(screen.getByRole('radio', { name: 'B. Paris' }));
    await u.click(screen.getByRole('button', { name: 'Reset answer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reset the answer to question 1?');
    await u.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'B. Paris' })).not.toBeChecked());
    expect(panelButton(1)).toHaveAccessibleName('Question 1: unanswered');
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() =>
      expect(savesSent().flat().at(-1)).toEqual({
        questionId: 'q-capital',
        seq: LAST_SEQ + 2,
        answer: null,
        marked: false,
      }),
    );
  });

  it('changes the font size and remembers it', async () => {
    serve(answerSheetOf());
    const { unmount } = openExam();
    const u = user();
    const area = await screen.findByRole('main', { name: 'Current question' });
    expect(area).toHaveStyle({ fontSize: '16px' });
    await u.click(screen.getByText('Extra large'));
    expect(area).toHaveStyle({ fontSize: '20px' });
    expect(window.localStorage.getItem(StorageKey.EXAM_FONT_SIZE)).toBe('extraLarge');
    unmount();

    serve(answerSheetOf());
    openExam();
    expect(await screen.findByRole('main', { name: 'Current question' })).toHaveStyle({
      fontSize: '20px',
    });
    expect(screen.getByRole('radio', { name: 'Extra large' })).toBeChecked();
  });

  it('switches to the basic mode without the tools, and remembers it (decision 0047)', async () => {
    window.localStorage.removeItem(StorageKey.EXAM_MODE);
    serve(answerSheetOf());
    const { unmount } = openExam();
    const u = user();
    const modeSwitch = await screen.findByRole('button', { name: 'Advanced mode' });
    expect(modeSwitch).toHaveAttribute('aria-pressed', 'true');
    await u.click(screen.getByRole('button', { name: 'Calculator' }));
    expect(screen.getByRole('radiogroup', { name: 'Font size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark' })).toBeInTheDocument();

    await u.click(modeSwitch);
    expect(modeSwitch).toHaveAttribute('aria-pressed', 'false');
    for (const tool of ['Calculator', 'Close calculator', 'Mark', 'Reset answer']) {
      expect(screen.queryByRole('button', { name: tool })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('radiogroup', { name: 'Font size' })).not.toBeInTheDocument();
    // What answering needs stays.
    await u.click(screen.getByRole('radio', { name: 'B. Paris' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(window.localStorage.getItem(StorageKey.EXAM_MODE)).toBe('basic');
    unmount();

    serve(answerSheetOf());
    openExam();
    expect(await screen.findByRole('button', { name: 'Advanced mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Mark' })).not.toBeInTheDocument();
    window.localStorage.removeItem(StorageKey.EXAM_MODE);
  });

  it('batches saves and numbers every change above the server’s last seq', async () => {
    let releaseFirst: () => void = () => undefined;
    let saveCount = 0;
    serve(answerSheetOf({ lastSeq: LAST_SEQ }), {
      'POST /exam/saveAnswers': (config) => {
        saveCount += 1;
        if (saveCount > 1) return acknowledge(config);
        return new Promise((resolve) => {
          releaseFirst = () => resolve(acknowledge(config) as TFakeAnswer);
        });
      },
    });
    openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(savesSent()).toHaveLength(1));

    // While the first save is on its way, two more questions are answered.
    await u.click(panelButton(3));
    await u.click(screen.getByRole('radio', { name: 'True' }));
    await u.click(panelButton(2));
    await u.click(screen.getByRole('checkbox', { name: 'A. 2' }));
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    releaseFirst();

    await waitFor(() => expect(savesSent()).toHaveLength(2));
    expect(savesSent()).toEqual([
      [
        {
          questionId: 'q-capital',
          seq: 8,
          answer: { questionType: 1, choice: 'k2' },
          marked: false,
        },
      ],
      [
        { questionId: 'q-earth', seq: 9, answer: { questionType: 4, value: true }, marked: false },
        {
          questionId: 'q-primes',
          seq: 10,
          answer: { questionType: 2, choices: ['k1'] },
          marked: false,
        },
      ],
    ]);
    await waitFor(() => expect(screen.getByText('All answers saved')).toBeInTheDocument());
  });

  it('keeps answers on the device while offline and sends them after a reload', async () => {
    serve(answerSheetOf({ lastSeq: LAST_SEQ }), {
      'POST /exam/saveAnswers': () => {
        throw new Error('offline');
      },
    });
    const { unmount } = openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(
      await screen.findByText(
        'Offline: answers are kept on this device and will be sent when the connection is back',
      ),
    ).toBeInTheDocument();
    unmount();
    api?.restore();

    // The page is loaded again: the server still has nothing, the journal has the answer.
    serve(answerSheetOf({ lastSeq: LAST_SEQ }));
    openExam();
    expect(await screen.findByRole('radio', { name: 'B. Paris' })).toBeChecked();
    expect(panelButton(1)).toHaveAccessibleName('Question 1: answered');
    await waitFor(() =>
      expect(savesSent()).toEqual([
        [
          {
            questionId: 'q-capital',
            seq: LAST_SEQ + 1,
            answer: { questionType: 1, choice: 'k2' },
            marked: false,
          },
        ],
      ]),
    );
    await waitFor(async () => expect(await device.get(journalStoreKey('sheet-1'))).toBeUndefined());

    // The next change continues above the recovered one.
    await u.click(screen.getByRole('radio', { name: 'C. Rome' }));
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(savesSent().at(-1)?.[0]?.seq).toBe(LAST_SEQ + 2));
  });

  it('does not re-apply journal entries the server already has', async () => {
    await device.set(journalStoreKey('sheet-1'), {
      saves: [
        {
          questionId: 'q-capital',
          seq: 3,
          answer: { questionType: 1, choice: 'k1' },
          marked: false,
        },
      ],
      plays: {},
    });
    serve(
      answerSheetOf({
        lastSeq: LAST_SEQ,
        answers: [
          {
            questionId: 'q-capital',
            seq: 5,
            answer: { questionType: 1, choice: 'k3' },
            marked: false,
          },
        ],
      }),
    );
    openExam();
    expect(await screen.findByRole('radio', { name: 'C. Rome' })).toBeChecked();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(savesSent()).toEqual([]);
  });

  it('confirms the submission with the total, the answered count and the answer rate', async () => {
    serve(answerSheetOf({ lastSeq: LAST_SEQ }));
    openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Submit your answers?');
    expect(within(dialog).getByText('Total questions').nextElementSibling).toHaveTextContent('3');
    expect(within(dialog).getByText('Answered').nextElementSibling).toHaveTextContent('1');
    expect(within(dialog).getByText('Answer rate').nextElementSibling).toHaveTextContent('33.33%');
    expect(dialog).toHaveTextContent('Unanswered questions: 2.');
    await u.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Finish page')).toBeInTheDocument();
    const order = api!.requests.map((request) => request.url);
    expect(order.indexOf('/exam/saveAnswers')).toBeLessThan(order.indexOf('/exam/submit'));
    expect(JSON.parse(String(calls('POST /exam/submit')[0]?.data))).toEqual({
      answerSheetId: 'sheet-1',
    });
  });

  it('reopens the sheet from the device after a reload without a connection', async () => {
    serve(answerSheetOf({ lastSeq: LAST_SEQ }));
    const { unmount } = openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(screen.getByText('All answers saved')).toBeInTheDocument());
    unmount();
    api?.restore();

    // Offline: the server cannot be asked; the sheet and the saved answer come from the device.
    serve(answerSheetOf({ lastSeq: LAST_SEQ }), {
      'GET /exam/answerSheet': noNetwork,
      'POST /exam/saveAnswers': noNetwork,
    });
    openExam();
    expect(await screen.findByRole('radio', { name: 'B. Paris' })).toBeChecked();
    expect(panelButton(1)).toHaveAccessibleName('Question 1: answered');
    // The next change is numbered above the acknowledged one.
    await u.click(screen.getByRole('button', { name: /Next/ }));
    await u.click(screen.getByRole('checkbox', { name: 'C. 7' }));
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(savesSent().at(-1)?.[0]?.seq).toBe(LAST_SEQ + 2));
  });

  it('queues a submission made offline, says so, and sends it once the connection is back', async () => {
    let online = false;
    const landed: string[] = [];
    const whenOnline =
      (handler: THandler): THandler =>
      (config) => {
        if (!online) return noNetwork();
        landed.push(`${config.url} ${String(config.data)}`);
        return handler(config);
      };
    serve(answerSheetOf({ lastSeq: LAST_SEQ }), {
      'POST /exam/saveAnswers': whenOnline(acknowledge),
      'POST /exam/submit': whenOnline(() => ok({ answerSheetId: 'sheet-1', state: 'judged' })),
    });
    const { unmount } = openExam();
    await answerAndSubmitOffline();
    expect(screen.getByRole('status')).toHaveTextContent(/Please keep this page open/);
    expect(screen.queryByRole('radio', { name: 'B. Paris' })).not.toBeInTheDocument();

    // A reload while still offline keeps the queued submission.
    unmount();
    openExam();
    expect(await queuedHeading()).toBeInTheDocument();
    expect(landed).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Finish page')).toBeInTheDocument();
    // The answer landed once, then the submission, once.
    expect(landed).toEqual([
      `/exam/saveAnswers ${JSON.stringify({
        answerSheetId: 'sheet-1',
        answers: [
          {
            questionId: 'q-capital',
            seq: LAST_SEQ + 1,
            answer: { questionType: 1, choice: 'k2' },
            marked: false,
          },
        ],
      })}`,
      `/exam/submit ${JSON.stringify({ answerSheetId: 'sheet-1' })}`,
    ]);
    // Nothing is left on the device.
    await waitFor(async () => {
      expect(await device.get(journalStoreKey('sheet-1'))).toBeUndefined();
      expect(await device.get('answerSheet.sheet-1')).toBeUndefined();
    });
  });

  it('returns to the sheet when the server refuses a queued submission for another reason', async () => {
    let online = false;
    serve(answerSheetOf({ lastSeq: LAST_SEQ }), {
      'POST /exam/saveAnswers': (config) => (online ? acknowledge(config) : noNetwork()),
      'POST /exam/submit': () => (online ? failure('300316', { time: Date.now() }) : noNetwork()),
    });
    openExam();
    await answerAndSubmitOffline();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/^The earliest submission time is/)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'B. Paris' })).toBeChecked();
    await waitFor(async () => expect(await device.get(journalStoreKey('sheet-1'))).toBeUndefined());
  });

  it('refuses to submit before the earliest submit time (300316)', async () => {
    const serverTime = Date.now();
    const earliestSubmitTime = serverTime + 10 * MINUTE_MS;
    serve(answerSheetOf({ serverTime, earliestSubmitTime }));
    openExam();
    await user().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(/^The earliest submission time is \d{4}-\d\d-\d\d/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for every answer first when the paper requires it (300349)', async () => {
    serve(answerSheetOf({ requireAllAnswered: true }));
    openExam();
    await user().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Please answer all questions before submitting'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits by itself when the time is up (300342)', async () => {
    const serverTime = Date.now();
    serve(answerSheetOf({ serverTime, deadline: serverTime + 3_000, lastSeq: LAST_SEQ }));
    openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    await vi.advanceTimersByTimeAsync(3_500);
    expect(
      await screen.findAllByText('Time is up. Your answers have been submitted automatically.'),
    ).not.toHaveLength(0);
    expect(await screen.findByText('Finish page')).toBeInTheDocument();
    expect(savesSent().flat()).toHaveLength(1);
    expect(calls('POST /exam/submit')).toHaveLength(1);
  });

  it('leaves for the finish page when the server has closed the sheet', async () => {
    serve(answerSheetOf(), { 'POST /exam/saveAnswers': failure('300342') });
    openExam();
    await user().click(await screen.findByRole('radio', { name: 'B. Paris' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(await screen.findByText('Finish page')).toBeInTheDocument();
    expect(
      await screen.findByText('Time is up. Your answers have been submitted automatically.'),
    ).toBeInTheDocument();
  });

  it('works out sums in the calculator', async () => {
    serve(answerSheetOf());
    openExam();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Calculator' }));
    const expression = await screen.findByLabelText('Expression');
    await u.type(expression, '2+3*4{Enter}');
    expect(await screen.findByText('= 14')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear' }));
    await u.click(
      screen.getByText('Scientific calculator', { selector: '.ant-segmented-item-label' }),
    );
    await u.click(screen.getByRole('button', { name: 'Square root' }));
    await u.click(screen.getByRole('button', { name: '8' }));
    await u.click(screen.getByRole('button', { name: '1' }));
    await u.click(screen.getByRole('button', { name: 'Closing bracket' }));
    await u.click(screen.getByRole('button', { name: 'Equals' }));
    expect(await screen.findByText('= 9')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Close calculator' }));
    expect(screen.queryByLabelText('Expression')).not.toBeInTheDocument();
  });

  it('explains a missing answer sheet number', async () => {
    serve(answerSheetOf());
    openExam('');
    expect(await screen.findByText('Answer sheet number cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to exam list' })).toBeInTheDocument();
  });
});

describe('pausing the exam (spec §4)', () => {
  const pausable = (overrides: Partial<TGetAnswerSheetResponse> = {}) =>
    answerSheetOf({
      suspension: { maxPauseMinutes: 5, pausesLeft: 2, pausedUntil: null },
      ...overrides,
    });
  const pausedScreen = () => screen.findByRole('alertdialog', { name: 'Exam paused' });

  it('hides the exam while paused and resumes on the deadline the server gives', async () => {
    const now = Date.now();
    serve(pausable({ serverTime: now, deadline: now + 30 * MINUTE_MS }), {
      'POST /exam/pause': () =>
        ok({
          deadline: now + 35 * MINUTE_MS,
          pausedUntil: Date.now() + 5 * MINUTE_MS,
          pausesLeft: 1,
          serverTime: Date.now(),
        }),
      'POST /exam/resume': () =>
        ok({
          deadline: now + 31 * MINUTE_MS,
          pausedUntil: null,
          pausesLeft: 1,
          serverTime: Date.now(),
        }),
    });
    openExam();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Pause' }));
    const paused = await pausedScreen();
    expect(paused).toHaveTextContent(/The pause ends in 0[45] min \d\d s/);
    expect(paused).toHaveTextContent('Pauses left: 1');
    expect(JSON.parse(String(calls('POST /exam/pause')[0]?.data))).toEqual({
      answerSheetId: 'sheet-1',
      questionId: 'q-capital',
    });
    // The exam behind it cannot be reached (jsdom knows no inert: the attribute says it).
    expect(screen.getByRole('radio', { name: 'B. Paris' }).closest('[inert]')).not.toBeNull();

    await u.click(within(paused).getByRole('button', { name: 'Resume exam' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'B. Paris' }).closest('[inert]')).toBeNull();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/3[01] min \d\d s/);
    expect(calls('POST /exam/resume')).toHaveLength(1);
  });

  it('says why it does not pause on a question that forbids it or with no pauses left', async () => {
    const [capital, ...rest] = answerSheetOf().questions;
    if (!capital) throw new Error('a question expected');
    serve(pausable({ questions: [{ ...capital, pauseForbidden: true }, ...rest] }));
    const { unmount } = openExam();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText('The exam cannot be paused on this question'),
    ).toBeInTheDocument();
    unmount();

    serve(pausable({ suspension: { maxPauseMinutes: 5, pausesLeft: 0, pausedUntil: null } }));
    openExam();
    await u.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('You have no pauses left')).toBeInTheDocument();
    expect(calls('POST /exam/pause')).toHaveLength(0);
  });

  it('offers no pause on a paper that cannot be paused', async () => {
    serve(answerSheetOf());
    openExam();
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('opens paused after a reload and runs again when the pause is over', async () => {
    serve(
      pausable({
        suspension: { maxPauseMinutes: 5, pausesLeft: 1, pausedUntil: Date.now() + 3_000 },
      }),
    );
    openExam();
    expect(await pausedScreen()).toHaveTextContent(/The pause ends in 00 min 0[23] s/);
    await vi.advanceTimersByTimeAsync(4_000);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    // The server ended the pause by itself: nothing to tell it.
    expect(calls('POST /exam/resume')).toHaveLength(0);
  });

  it('leaves the exam when the sheet ended meanwhile', async () => {
    serve(pausable(), { 'POST /exam/pause': failure('300342') });
    openExam();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Finish page')).toBeInTheDocument();
  });
});

describe('sections (spec §5, 300357)', () => {
  const sectioned = () =>
    answerSheetOf({
      sections: [
        { name: 'Basics', questionIds: ['q-capital', 'q-primes'] },
        { name: 'Practice', questionIds: ['q-earth'] },
      ],
    });

  it('keeps the next section closed until every question of this one is answered', async () => {
    serve(sectioned());
    openExam();
    const u = user();
    expect(await screen.findByText('Part 1:')).toBeInTheDocument();
    const panel = screen.getByRole('navigation', { name: 'Answer sheet' });
    expect(within(panel).getByRole('heading', { name: 'Basics' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Practice' })).toBeInTheDocument();
    expect(panelButton(3)).toHaveAccessibleName('Question 3: unanswered, locked');

    await u.click(panelButton(3));
    expect(
      await screen.findByText('Please finish all questions in this section before switching'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'B. Paris' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.click(screen.getByRole('checkbox', { name: 'A. 2' }));
    expect(panelButton(3)).toHaveAccessibleName('Question 3: unanswered');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByText('Part 2:').parentElement).toHaveTextContent('Part 2:Practice');
  });

  it('drops a save the server refused for the section and says why', async () => {
    serve(sectioned(), {
      'POST /exam/saveAnswers': (config) => {
        const { answers } = JSON.parse(String(config.data)) as TPostSaveAnswersRequest;
        return ok({
          saved: [],
          refused: answers.map(({ questionId }) => ({ questionId, code: '300357' })),
          openSection: 0,
          serverTime: Date.now(),
        });
      },
    });
    openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'B. Paris' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(
      await screen.findByText('Please finish all questions in this section before switching'),
    ).toBeInTheDocument();
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls('POST /exam/saveAnswers')).toHaveLength(1);
  });
});

describe('pass (break-through) mode (spec §3, 300361)', () => {
  const passMode = () => answerSheetOf({ passMode: { chances: 1, chancesLeft: 1 } });
  /** The server's judgement of every save: right when the capital is Paris. */
  const judge: THandler = (config) => {
    const { answers } = JSON.parse(String(config.data)) as TPostSaveAnswersRequest;
    const judged = answers.map(({ questionId, answer }) => ({
      questionId,
      correct: JSON.stringify(answer).includes('"k2"'),
    }));
    return ok({
      saved: answers.map(({ questionId, seq }) => ({ questionId, seq })),
      judged,
      chancesLeft: 1 - judged.filter(({ correct }) => !correct).length,
      serverTime: Date.now(),
    });
  };

  it('saves an answer only when confirmed, then shows it judged and final', async () => {
    serve(passMode(), { 'POST /exam/saveAnswers': judge });
    openExam();
    const u = user();
    expect(await screen.findByText('Chances left: 1')).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'A. Berlin' }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls('POST /exam/saveAnswers')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Confirm answer' }));
    expect(await screen.findByText('Wrong answer: one chance used')).toBeInTheDocument();
    const question = screen.getByRole('region', { name: 'Question 1' });
    expect(within(question).getByText('Wrong')).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: 'A. Berlin' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Confirm answer' })).not.toBeInTheDocument();
    expect(panelButton(1)).toHaveAccessibleName('Question 1: answered, wrong');
    expect(screen.getByText('Chances left: 0')).toBeInTheDocument();
    // The next question warns that one more wrong answer ends the exam.
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText('No chances left: one more wrong answer ends the exam'),
    ).toBeInTheDocument();
  });

  it('shows the judged answers again after a reload', async () => {
    serve(
      answerSheetOf({
        passMode: { chances: 2, chancesLeft: 2 },
        answers: [
          {
            questionId: 'q-capital',
            answer: { questionType: 1, choice: 'k2' },
            marked: false,
            seq: 1,
            correct: true,
          },
        ],
        lastSeq: 1,
      }),
    );
    openExam();
    const question = await screen.findByRole('region', { name: 'Question 1' });
    expect(within(question).getByText('Correct')).toBeInTheDocument();
    expect(panelButton(1)).toHaveAccessibleName('Question 1: answered, right');
  });

  it('leaves for the finish page when a wrong answer had no chance left (300361)', async () => {
    serve(passMode(), { 'POST /exam/saveAnswers': failure('300361') });
    openExam();
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'A. Berlin' }));
    await u.click(screen.getByRole('button', { name: 'Confirm answer' }));
    // The confirmed answer travels at once; the toast and the finish page follow its refusal.
    expect(
      await screen.findByText('Finish page', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Wrong answer. You did not pass this level.')).toBeInTheDocument();
  });
});

describe('per-question time (spec §9)', () => {
  const timed = (overrides: Partial<TGetAnswerSheetResponse> = {}) =>
    answerSheetOf({ secondsPerQuestion: 30, ...overrides });
  /** Opens every question's window now, for 30 seconds. */
  const openWindow: THandler = (config) => {
    const { questionId } = JSON.parse(String(config.data)) as { questionId: string };
    const now = Date.now();
    return ok({ questionId, openedAt: now, closesAt: now + 30_000, serverTime: now });
  };
  const opened = () =>
    calls('POST /exam/openQuestion').map(
      (request) => (JSON.parse(String(request.data)) as { questionId: string }).questionId,
    );

  it('opens the question’s window, counts it down and moves on when it closes', async () => {
    serve(timed(), { 'POST /exam/openQuestion': openWindow });
    openExam();
    const u = user();
    const timer = await screen.findByRole('timer', { name: 'Left for this question' });
    await waitFor(() => expect(timer).toHaveTextContent(/30 s|29 s/));
    expect(opened()).toEqual(['q-capital']);
    await u.click(screen.getByRole('radio', { name: 'B. Paris' }));

    await vi.advanceTimersByTimeAsync(31_000);
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    await waitFor(() => expect(opened()).toEqual(['q-capital', 'q-primes']));
    // The answer given in time was sent when the window closed.
    expect(savesSent().flat()).toContainEqual(expect.objectContaining({ questionId: 'q-capital' }));

    // Back on the first question: its answer shows, and nothing can change it.
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    const first = screen.getByRole('region', { name: 'Question 1' });
    expect(within(first).getByText('Time is up for this question')).toBeInTheDocument();
    expect(within(first).getByRole('radio', { name: 'B. Paris' })).toBeChecked();
    expect(within(first).getByRole('radio', { name: 'B. Paris' })).toBeDisabled();
    expect(opened()).toHaveLength(2);
  });

  it('keeps a window opened before a reload, without opening it again', async () => {
    const closesAt = Date.now() + 12_000;
    serve(
      timed({
        answers: [{ questionId: 'q-capital', answer: null, marked: false, seq: 0, closesAt }],
      }),
      { 'POST /exam/openQuestion': openWindow },
    );
    openExam();
    const timer = await screen.findByRole('timer', { name: 'Left for this question' });
    expect(timer).toHaveTextContent(/1[12] s/);
    expect(opened()).toEqual([]);
  });

  it('counts on its own clock while the server cannot be reached', async () => {
    serve(timed(), { 'POST /exam/openQuestion': noNetwork });
    openExam();
    const timer = await screen.findByRole('timer', { name: 'Left for this question' });
    await waitFor(() => expect(timer).toHaveTextContent(/30 s|29 s/));
  });
});
