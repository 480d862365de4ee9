import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type {
  TPageLeaveStanding,
  TPostReportPageLeaveRequest,
  TPostReportPageLeaveResponse,
} from '@lectern/contracts/exams/post-report-page-leave';
import { configureApiClient } from '@/lib/api-environment';
import { memoryStore, setOfflineStore } from '@/lib/offline-store';
import { byPath, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { answerSheetOf } from '../test/answering-fixtures';
import { ExamAnsweringPage } from './exam-answering-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Leaves are measured on the monotonic clock; here it runs with the faked one.
  vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  setOfflineStore(memoryStore());
});

afterEach(() => {
  api?.restore();
  api = undefined;
  setOfflineStore(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

const RULE: TPageLeaveStanding = {
  returnSeconds: 10,
  maxLeaveSeconds: 60,
  leaves: 0,
  leavesLeft: 3,
  violations: 0,
  violationsLeft: 1,
};

type TReportHandler = (report: TPostReportPageLeaveRequest) => TFakeAnswer;

/** The server's answer to a report, with the leave judged as `outcome`. */
const decision = (
  report: TPostReportPageLeaveRequest,
  outcome: TPostReportPageLeaveResponse['leave']['outcome'],
  standing: Partial<TPageLeaveStanding> = {},
  submitted = false,
): TFakeAnswer =>
  ok({
    ...RULE,
    ...standing,
    leave: {
      leaveId: report.leaveId,
      kind: report.kind,
      leftAt: Date.now() - (report.durationMs ?? 0),
      returnedAt: report.phase === 'returned' ? Date.now() : null,
      durationMs: report.durationMs,
      outcome,
      counted: !['open', 'grace'].includes(outcome),
      violation: outcome === 'violation',
    },
    submitted,
    serverTime: Date.now(),
  } satisfies TPostReportPageLeaveResponse);

function serve(sheet: TGetAnswerSheetResponse, onReport: TReportHandler) {
  api = fakeApi(
    byPath({
      'GET /exam/answerSheet': () => ok({ ...sheet }),
      'POST /exam/leave': (config: InternalAxiosRequestConfig) =>
        onReport(JSON.parse(String(config.data)) as TPostReportPageLeaveRequest),
    }),
  );
}

const reports = () =>
  (api?.requests ?? [])
    .filter((request) => request.url === '/exam/leave')
    .map((request) => JSON.parse(String(request.data)) as TPostReportPageLeaveRequest);

function openExam() {
  const router = createMemoryRouter(
    [
      { path: ExamPaths.EXAM_IN_PROGRESS, element: <ExamAnsweringPage /> },
      { path: ExamPaths.EXAM_FINISH, element: <p>Finish page</p> },
    ],
    { initialEntries: [`${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=sheet-1`] },
  );
  configureApiClient({ location: () => router.state.location });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const hideTab = () => {
  visibility = 'hidden';
  fireEvent(document, new Event('visibilitychange'));
};
const showTab = () => {
  visibility = 'visible';
  fireEvent(document, new Event('visibilitychange'));
};
const blurWindow = () => fireEvent(window, new Event('blur'));
const focusWindow = () => fireEvent(window, new Event('focus'));

const leaveDialog = (name: string) => screen.findByRole('alertdialog', { name });

describe('the leave-page countdown dialog (spec §2, §4 leave rule)', () => {
  it('reports a hidden tab and its return, and shows the first counted leave as a warning', async () => {
    serve(answerSheetOf({ leaveRule: RULE }), (report) =>
      decision(report, report.phase === 'left' ? 'open' : 'warning', {
        leaves: report.phase === 'left' ? 0 : 1,
      }),
    );
    openExam();
    await screen.findByRole('heading', { name: 'Question 1' });
    hideTab();
    await vi.advanceTimersByTimeAsync(5_000);
    showTab();

    const dialog = await leaveDialog('You left the exam page');
    expect(dialog).toHaveTextContent(
      'This first leave is only a warning; from now on, come back within 10 s',
    );
    const [left, returned] = reports();
    expect(left).toMatchObject({ answerSheetId: 'sheet-1', kind: 'visibility', phase: 'left' });
    expect(returned).toMatchObject({ leaveId: left?.leaveId, phase: 'returned' });
    expect(returned?.durationMs).toBeGreaterThanOrEqual(5_000);
    expect(returned?.durationMs).toBeLessThan(6_000);

    await user().click(within(dialog).getByRole('button', { name: 'Continue exam' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('counts down while the window has lost the focus, and says when a violation is recorded', async () => {
    serve(answerSheetOf({ leaveRule: { ...RULE, leaves: 1 } }), (report) =>
      report.phase === 'left'
        ? decision(report, 'open', { leaves: 1 })
        : decision(report, 'violation', { leaves: 2, violations: 1, violationsLeft: 0 }),
    );
    openExam();
    await screen.findByRole('heading', { name: 'Question 1' });
    blurWindow();
    await vi.advanceTimersByTimeAsync(3_000);
    const away = await leaveDialog('You left the exam page');
    expect(away).toHaveTextContent(/Come back to the exam within ([78]) s/);
    expect(away).toHaveTextContent('Violations left: 1; one more submits your exam');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(away).toHaveTextContent('The time to come back is over');

    focusWindow();
    const judged = await leaveDialog('One violation recorded');
    expect(judged).toHaveTextContent(
      'You were away from the exam page for more than 10 s: one violation is recorded.',
    );
    expect(judged).toHaveTextContent('Violations left: 0');
    expect(reports().map(({ kind, phase }) => `${kind} ${phase}`)).toEqual([
      'blur left',
      'blur returned',
    ]);
  });

  it('shows nothing for a blip, nor for the focus going into a frame of the page', async () => {
    serve(answerSheetOf({ leaveRule: RULE }), (report) =>
      decision(report, report.phase === 'left' ? 'open' : 'grace'),
    );
    openExam();
    await screen.findByRole('heading', { name: 'Question 1' });
    hideTab();
    await vi.advanceTimersByTimeAsync(500);
    showTab();
    await waitFor(() => expect(reports()).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const frame = document.createElement('iframe');
    document.body.append(frame);
    frame.focus();
    blurWindow();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reports()).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    frame.remove();
  });

  it('sends reports again with the same leave id once the network is back', async () => {
    let online = false;
    serve(answerSheetOf({ leaveRule: { ...RULE, leaves: 1 } }), (report) => {
      if (!online) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      return report.phase === 'left'
        ? decision(report, 'open', { leaves: 1 })
        : decision(report, 'inTime', { leaves: 2 });
    });
    openExam();
    await screen.findByRole('heading', { name: 'Question 1' });
    hideTab();
    await vi.advanceTimersByTimeAsync(4_000);
    showTab();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    online = true;
    const dialog = await leaveDialog('You left the exam page');
    expect(dialog).toHaveTextContent('You came back within 10 s: no violation this time.');
    const sent = reports();
    expect(new Set(sent.map((report) => report.leaveId)).size).toBe(1);
    const returned = sent.filter((report) => report.phase === 'returned');
    // The length the page measured, not the time the report waited for the network.
    expect(new Set(returned.map((report) => report.durationMs)).size).toBe(1);
    expect(returned[0]?.durationMs).toBeLessThan(5_000);
  });

  it('goes to the finish page with 300336 when the server submits the sheet', async () => {
    serve(answerSheetOf({ leaveRule: { ...RULE, leaves: 3, leavesLeft: 0 } }), (report) =>
      report.phase === 'left'
        ? decision(report, 'open', { leaves: 3, leavesLeft: 0 })
        : decision(report, 'forced', { leaves: 4, leavesLeft: 0 }, true),
    );
    const router = openExam();
    await screen.findByRole('heading', { name: 'Question 1' });
    hideTab();
    await vi.advanceTimersByTimeAsync(3_000);
    showTab();
    expect(await screen.findByText('Finish page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?answerSheetId=sheet-1');
    expect(
      await screen.findByText('Cheating has been detected and your exam has been submitted.'),
    ).toBeInTheDocument();
  });

  it('counts no leave during a pause, but from when a pause ends while the learner is away', async () => {
    serve(
      answerSheetOf({
        leaveRule: RULE,
        suspension: { maxPauseMinutes: 5, pausesLeft: 1, pausedUntil: Date.now() + 3_000 },
      }),
      (report) => decision(report, report.phase === 'left' ? 'open' : 'warning', { leaves: 1 }),
    );
    openExam();
    expect(await screen.findByRole('alertdialog', { name: 'Exam paused' })).toBeInTheDocument();
    hideTab();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reports()).toEqual([]);

    // The pause runs out while the tab is hidden: from then on the learner is away.
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(reports()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(3_000);
    showTab();
    await leaveDialog('You left the exam page');
    const [left, returned] = reports();
    expect(left).toMatchObject({ kind: 'visibility', phase: 'left' });
    expect(returned?.durationMs).toBeGreaterThanOrEqual(3_000);
    expect(returned?.durationMs).toBeLessThan(4_500);
  });

  it('watches no leaves on a paper without the rule', async () => {
    serve(answerSheetOf(), (report) => decision(report, 'open'));
    openExam();
    await screen.findByRole('heading', { name: 'Question 1' });
    hideTab();
    await vi.advanceTimersByTimeAsync(5_000);
    showTab();
    blurWindow();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reports()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
