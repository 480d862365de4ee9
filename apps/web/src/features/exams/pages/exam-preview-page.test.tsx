import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamState } from '@lectern/contracts/common/enums';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { answerSheetOf } from '../test/answering-fixtures';
import { previewOf, renderPage } from '../test/exam-fixtures';
import { ExamPreviewPage } from './exam-preview-page';
import { ExamPaths } from '../exams.feature';

const MINUTE_MS = 60_000;

let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

type THandler = (config: InternalAxiosRequestConfig) => TFakeAnswer;

/** Serves `previews` one after the other (the last one from then on) and answers starts. */
function serve(
  previews: TGetExamPreviewResponse | TGetExamPreviewResponse[],
  start: TFakeAnswer | THandler = ok(answerSheetOf({ answerSheetId: 'sheet-7' })),
) {
  const queue = Array.isArray(previews) ? [...previews] : [previews];
  api = fakeApi(
    byPath({
      'GET /exam/preview': () => ok(queue.length > 1 ? queue.shift() : queue[0]),
      'POST /exam/start': start,
    }),
  );
  return api;
}

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const startsSent = () =>
  calls('POST /exam/start').map((request) => JSON.parse(String(request.data)) as unknown);

const openPreview = (search = '?paperId=paper-1') =>
  renderPage(<ExamPreviewPage />, `${ExamPaths.EXAM_PREVIEW}${search}`);

/** The value shown beside a label of the preview's details. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('exam preview (spec §2, §5)', () => {
  it('shows the candidate, the paper’s figures, its times and a countdown to the exam', async () => {
    const serverTime = Date.now();
    serve(
      previewOf({
        state: ExamState.NOT_STARTED,
        serverTime,
        examEnableTime: serverTime + 62 * MINUTE_MS,
        examExpireTime: serverTime + 24 * 60 * MINUTE_MS,
        latestStartTime: serverTime + 2 * 60 * MINUTE_MS,
        secondsPerQuestion: 45,
        timesAllowed: 3,
        timesFinished: 1,
        blockedBy: '300302',
      }),
    );
    openPreview();

    expect(await screen.findByRole('heading', { name: 'Geography basics' })).toBeInTheDocument();
    expect(api?.requests[0]?.params).toMatchObject({ paperId: 'paper-1' });
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(valueOf('Candidate')).toBe('Dana Demo');
    expect(valueOf('Account')).toBe('demo');
    expect(valueOf('Duration')).toBe('30 min');
    expect(valueOf('Questions')).toBe('20');
    expect(valueOf('Total score')).toBe('100');
    expect(valueOf('Pass score')).toBe('60');
    expect(valueOf('Time per question')).toBe('45 s');
    expect(valueOf('Attempts')).toBe('Attempts 1/3');
    expect(valueOf('Validity period')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d – \d{4}-/);
    expect(valueOf('Latest start time')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(screen.getByRole('timer')).toHaveTextContent('1 h 02 min 00 s');
    expect(screen.getByText('The exam start time has not been reached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeDisabled();

    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1 h 0[01] min/);
  });

  it('says when there is no time limit, no per-question limit and no exam time', async () => {
    serve(
      previewOf({
        duration: null,
        secondsPerQuestion: null,
        examEnableTime: null,
        examExpireTime: null,
        timesAllowed: null,
      }),
    );
    openPreview();
    expect(await screen.findByText('No time limit')).toBeInTheDocument();
    expect(valueOf('Time per question')).toBe('Not limited');
    expect(valueOf('Time until the exam')).toBe('Not set');
    expect(valueOf('Validity period')).toBe('Not set');
    expect(valueOf('Attempts')).toBe('Attempts unlimited, 0 taken');
  });

  it('says the exam has started once it has', async () => {
    const serverTime = Date.now();
    serve(
      previewOf({
        serverTime,
        examEnableTime: serverTime - MINUTE_MS,
        examExpireTime: serverTime + 60 * MINUTE_MS,
      }),
    );
    openPreview();
    expect(await screen.findByText('The exam has started')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says an exam whose time is over has ended', async () => {
    const serverTime = Date.now();
    serve(
      previewOf({
        state: ExamState.ENDED,
        serverTime,
        examEnableTime: serverTime - 60 * MINUTE_MS,
        examExpireTime: serverTime - MINUTE_MS,
        blockedBy: '300303',
      }),
    );
    openPreview();
    await screen.findByRole('heading', { name: 'Geography basics' });
    expect(valueOf('Time until the exam')).toBe('Ended');
  });

  it('leads to self-grading when the last sheet waits for the learner’s own scores (300383)', async () => {
    serve(previewOf({ blockedBy: '300383', lastSheetId: 'sheet-7' }));
    const router = openPreview();
    expect(
      await screen.findByText('The exam has ended. Please self-grade the subjective questions.'),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Self-grade subjective questions' }));
    expect(router.state.location.pathname).toBe(ExamPaths.SELF_GRADING);
    expect(router.state.location.search).toBe('?answerSheetId=sheet-7');
  });

  it('reads the preview again when the countdown reaches the exam’s start', async () => {
    const serverTime = Date.now();
    const waiting = previewOf({
      state: ExamState.NOT_STARTED,
      serverTime,
      examEnableTime: serverTime + 2_000,
      examExpireTime: serverTime + 60 * MINUTE_MS,
      blockedBy: '300302',
    });
    let reads = 0;
    api = fakeApi(
      byPath({
        'GET /exam/preview': () => {
          reads += 1;
          // Read again, the server gives its clock of that moment.
          return ok(
            reads === 1
              ? waiting
              : {
                  ...waiting,
                  state: ExamState.IN_PROGRESS,
                  blockedBy: null,
                  serverTime: Date.now(),
                },
          );
        },
      }),
    );
    openPreview();
    expect(await screen.findByRole('button', { name: 'Start exam' })).toBeDisabled();

    await vi.advanceTimersByTimeAsync(2_500);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start exam' })).toBeEnabled());
    expect(reads).toBe(2);
    expect(screen.getByText('The exam has started')).toBeInTheDocument();
  });

  it('asks to agree to the agreement before starting, then opens the exam', async () => {
    serve(
      previewOf({
        agreement: { title: 'Exam rules', content: '<p>No notes, no phones.</p>' },
      }),
    );
    const router = openPreview();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Start exam' }));
    expect(await screen.findByText('Please read and agree to «Exam rules» first')).toBeVisible();
    expect(startsSent()).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Read «Exam rules»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No notes, no phones.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(
      screen.getByRole('checkbox', { name: 'I have read and agree to «Exam rules»' }),
    ).toBeChecked();

    await u.click(screen.getByRole('button', { name: 'Start exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_IN_PROGRESS));
    expect(router.state.location.search).toBe('?answerSheetId=sheet-7');
    expect(startsSent()).toEqual([{ paperId: 'paper-1', continueExam: false }]);
  });

  it('sends the start to the paper’s information collection first (spec §2 /exam/Collection)', async () => {
    serve(previewOf({ collection: 'required' }));
    const router = openPreview();
    expect(await screen.findByText('To fill in')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Start exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_COLLECTION));
    expect(router.state.location.search).toBe('?paperId=paper-1');
    expect(startsSent()).toEqual([]);
  });

  it('starts at once once the information is collected, and offers to review it', async () => {
    serve(previewOf({ collection: 'done' }));
    const router = openPreview();
    expect(await screen.findByText('Filled in')).toBeVisible();
    expect(valueOf('Pre-exam information')).toBe('Filled inView or edit');
    await user().click(screen.getByRole('button', { name: 'View or edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_COLLECTION));
    expect(startsSent()).toEqual([]);
  });

  it('says nothing of a collection on a paper that has none', async () => {
    serve(previewOf());
    openPreview();
    expect(await screen.findByText('Candidate')).toBeVisible();
    expect(screen.queryByText('Pre-exam information')).not.toBeInTheDocument();
  });

  it('continues the sheet being answered', async () => {
    serve(
      previewOf({ answeringSheetId: 'sheet-5' }),
      ok(answerSheetOf({ answerSheetId: 'sheet-5' })),
    );
    const router = openPreview();
    await user().click(await screen.findByRole('button', { name: 'Continue exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_IN_PROGRESS));
    expect(router.state.location.search).toBe('?answerSheetId=sheet-5');
    expect(startsSent()).toEqual([{ paperId: 'paper-1', continueExam: true }]);
  });

  it('offers to continue when the server says an attempt is under way elsewhere (300333)', async () => {
    serve(previewOf(), failure('300333'));
    openPreview();
    await user().click(await screen.findByRole('button', { name: 'Start exam' }));
    expect(await screen.findByRole('button', { name: 'Continue exam' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Start exam' })).not.toBeInTheDocument();
  });

  it('says a device rule keeps this computer from starting or continuing (spec §3)', async () => {
    serve(previewOf({ answeringSheetId: 'sheet-5', blockedBy: '309131' }));
    openPreview();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This exam cannot be taken in a computer browser. Please use a phone or tablet',
    );
    expect(screen.getByRole('button', { name: 'Continue exam' })).toBeDisabled();
  });

  it('throttles the start button (spec §5)', async () => {
    serve(previewOf(), failure('300308'));
    openPreview();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Start exam' }));
    await waitFor(() => expect(startsSent()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start exam' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'Start exam' }));
    expect(
      await screen.findByText('Do not click frequently. Try again or refresh in 3 seconds.'),
    ).toBeInTheDocument();
    expect(startsSent()).toHaveLength(1);
  });

  it('shows an unpaid fee with the amount, blocks the start, and refreshes after paying (300313)', async () => {
    const unpaid = previewOf({ paid: true, payAmount: 25, blockedBy: '300313' });
    serve([unpaid, { ...unpaid, payCompleted: true, blockedBy: null }]);
    openPreview();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The exam fee has not been paid. After paying, refresh the page or scan the code again; there is no need to pay again.',
    );
    expect(alert).toHaveTextContent('Exam fee to pay: 25 yuan');
    expect(valueOf('Exam fee')).toBe('25 yuan Unpaid');
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeDisabled();

    await user().click(within(alert).getByRole('button', { name: 'Paid? Refresh' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(valueOf('Exam fee')).toBe('25 yuan Paid');
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeEnabled();
    expect(calls('GET /exam/preview')).toHaveLength(2);
  });

  it('keeps a payment refusal of the start on screen until the learner refreshes (300335)', async () => {
    serve(previewOf({ paid: true, payAmount: 9.9, payCompleted: true }), failure('300335'));
    openPreview();
    await user().click(await screen.findByRole('button', { name: 'Start exam' }));

    // Beside the passing toast, the refusal stays in the page.
    const feeDue = await screen.findByText('Exam fee to pay: 9.9 yuan');
    const alert = feeDue.closest('[role="alert"]');
    expect(alert).toHaveTextContent(
      "This is a paid paper. Please return to the paper's home page to pay.",
    );
    // The preview read again after the refusal does not lift it.
    await waitFor(() => expect(calls('GET /exam/preview')).toHaveLength(2));
    expect(screen.getByText('Exam fee to pay: 9.9 yuan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Paid? Refresh' }));
    await waitFor(() => expect(calls('GET /exam/preview')).toHaveLength(3));
    await waitFor(() =>
      expect(screen.queryByText('Exam fee to pay: 9.9 yuan')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeEnabled();
  });

  it('needs a paper number (300300)', async () => {
    serve(previewOf());
    openPreview('');
    expect(await screen.findByText('Paper number cannot be empty')).toBeInTheDocument();
    expect(calls('GET /exam/preview')).toHaveLength(0);
  });

  it('says why a paper cannot be opened and leads back to the exam list', async () => {
    api = fakeApi(byPath({ 'GET /exam/preview': failure('300306') }));
    const router = openPreview();
    const overlay = await screen.findAllByText('You have not been invited to this exam');
    expect(overlay.length).toBeGreaterThan(0);
    await user().click(screen.getByRole('button', { name: 'Back to exam list' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_LIST);
  });
});
