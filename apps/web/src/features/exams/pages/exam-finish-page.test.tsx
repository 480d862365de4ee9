import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as QrCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINISH_REDIRECT_SECONDS } from '@lectern/contracts/exams/exam';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { localTime, renderPage, resultOf } from '../test/exam-fixtures';
import { ExamFinishPage } from './exam-finish-page';
import { ExamPaths } from '../exams.feature';

/** What the page asked the QR code library to encode, and the image downloads it asked for. */
const qr = vi.hoisted(() => ({ encoded: [] as string[], pngs: [] as string[] }));

vi.mock('qrcode', async (importOriginal) => {
  const actual = await importOriginal<typeof QrCode>();
  const toString = (text: string, options: object) => {
    qr.encoded.push(text);
    return actual.toString(text, options);
  };
  // jsdom has no canvas to draw a PNG on; the download only needs an image address.
  const toDataURL = (text: string) => {
    qr.pngs.push(text);
    return Promise.resolve('data:image/png;base64,iVBORw0KGgo=');
  };
  return { ...actual, default: { ...actual, toString, toDataURL }, toString, toDataURL };
});

let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  qr.encoded.length = 0;
  qr.pngs.length = 0;
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function openFinish(result: TGetExamResultResponse, search = '?answerSheetId=sheet-1') {
  api = fakeApi(byPath({ 'GET /exam/result': ok(result) }));
  return renderPage(<ExamFinishPage />, `${ExamPaths.EXAM_FINISH}${search}`);
}

/** The value shown beside a label of the result's figures. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('exam result / finish (spec §2, §4, §9)', () => {
  it('congratulates on a pass with the score, time used and rank', async () => {
    openFinish(resultOf({ score: 85, timeUsed: 754_000, rank: 3 }));
    expect(await screen.findByText('Congratulations, you passed!')).toBeInTheDocument();
    expect(api?.requests[0]?.params).toMatchObject({ answerSheetId: 'sheet-1' });
    expect(screen.getByRole('heading', { name: 'Geography basics' })).toBeInTheDocument();
    expect(valueOf('Score')).toBe('85 / 100');
    expect(valueOf('Pass score')).toBe('60');
    expect(valueOf('Time used')).toBe('12 min 34 s');
    expect(valueOf('Rank')).toBe('No. 3');
    expect(screen.queryByText('You did not pass this time')).not.toBeInTheDocument();
  });

  it('says the learner did not pass, and offers a retake when one is allowed', async () => {
    const router = openFinish(resultOf({ passed: false, score: 42.5, rank: 17, canRetake: true }));
    expect(await screen.findByText('You did not pass this time')).toBeInTheDocument();
    expect(valueOf('Score')).toBe('42.5 / 100');
    expect(valueOf('Rank')).toBe('No. 17');
    expect(screen.queryByText('Congratulations, you passed!')).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Retake' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_PREVIEW);
    expect(router.state.location.search).toBe('?paperId=paper-1');
  });

  it('offers no retake when none is allowed', async () => {
    openFinish(resultOf({ canRetake: false }));
    await screen.findByText('Congratulations, you passed!');
    expect(screen.queryByRole('button', { name: 'Retake' })).not.toBeInTheDocument();
  });

  it('hides the outcome, score and rank until the release time, but shows the time used', async () => {
    openFinish(
      resultOf({
        resultReleaseTime: localTime(2024, 5, 10, 9, 0, 0),
        passed: null,
        score: null,
        rank: null,
        canViewAnswers: false,
      }),
    );
    expect(await screen.findByText('Your result is not released yet')).toBeInTheDocument();
    expect(screen.getByText('Results will be released at 2024-05-10 09:00:00')).toBeInTheDocument();
    expect(valueOf('Score')).toBe('Not released yet');
    expect(valueOf('Rank')).toBe('Not released yet');
    expect(valueOf('Time used')).toBe('12 min 34 s');
    expect(screen.queryByText(/passed|did not pass/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer detail' })).not.toBeInTheDocument();
  });

  it('says the paper is being marked while a person still marks it (spec §4)', async () => {
    openFinish(resultOf({ state: 'marking', passed: null, score: null, rank: null }));
    expect(await screen.findByText('The paper is being marked')).toBeInTheDocument();
    expect(valueOf('Score')).toBe('Being marked');
    expect(valueOf('Rank')).toBe('Being marked');
  });

  it('offers self-grading while its window is open, and stays on the page (spec §4, §9)', async () => {
    const until = localTime(2024, 5, 6, 9, 42, 34);
    const router = openFinish(
      resultOf({
        state: 'marking',
        passed: null,
        score: null,
        rank: null,
        selfGradingUntil: until,
      }),
    );
    expect(
      await screen.findByText('The exam has ended. Please self-grade the subjective questions.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Finish self-grading by 2024-05-06 09:42:34')).toBeInTheDocument();
    // The learner has a task here: no countdown takes them away.
    expect(screen.queryByText(/Redirecting to the exam list/)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync((FINISH_REDIRECT_SECONDS + 1) * 1000);
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_FINISH);

    await user().click(screen.getByRole('button', { name: 'Self-grade subjective questions' }));
    expect(router.state.location.pathname).toBe(ExamPaths.SELF_GRADING);
    expect(router.state.location.search).toBe('?answerSheetId=sheet-1');
  });

  it('offers no self-grading once its window has closed', async () => {
    openFinish(resultOf({ state: 'marking', passed: null, score: null, selfGradingUntil: null }));
    expect(await screen.findByText('The paper is being marked')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Self-grade subjective questions' }),
    ).not.toBeInTheDocument();
  });

  it('says when a judged sheet has no rank', async () => {
    openFinish(resultOf({ rank: null }));
    await screen.findByText('Congratulations, you passed!');
    expect(valueOf('Rank')).toBe('Not ranked');
  });

  it('shows a QR code of the sheet’s lookup address with its query code, and downloads it', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    openFinish(resultOf({ queryCode: '7K3M9QWX2A' }));

    const image = await screen.findByRole('img', {
      name: 'QR code for looking up this answer sheet',
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qr.encoded).toHaveLength(1);
    const lookup = new URL(qr.encoded[0] ?? '');
    expect(lookup.origin).toBe(window.location.origin);
    expect(lookup.pathname.endsWith(ExamPaths.EXAM_ANSWER)).toBe(true);
    expect(lookup.searchParams.get('queryCode')).toBe('7K3M9QWX2A');
    expect(screen.getByText('7K3M9QWX2A')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Download QR code' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(qr.pngs).toEqual(qr.encoded);
    expect(clicked[0]).toEqual({
      href: 'data:image/png;base64,iVBORw0KGgo=',
      download: 'answer-sheet-7K3M9QWX2A.png',
    });
  });

  it('leads to the rankings and the answer detail', async () => {
    const router = openFinish(resultOf());
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Rankings' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_RANKINGS);
    expect(router.state.location.search).toBe('?paperId=paper-1');

    await router.navigate(`${ExamPaths.EXAM_FINISH}?answerSheetId=sheet-1`);
    await u.click(await screen.findByRole('button', { name: 'Answer detail' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_ANSWER);
    expect(router.state.location.search).toBe('?answerSheetId=sheet-1');
  });

  it(`goes to the exam list after ${FINISH_REDIRECT_SECONDS} s (spec §9)`, async () => {
    const router = openFinish(resultOf());
    expect(
      await screen.findByText(`Redirecting to the exam list in ${FINISH_REDIRECT_SECONDS} s`),
    ).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync((FINISH_REDIRECT_SECONDS - 1) * 1_000);
    expect(screen.getByText('Redirecting to the exam list in 1 s')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_FINISH);

    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_LIST));
    // Replaced, so 'back' does not return to a page that leaves again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays when the learner asks to', async () => {
    const router = openFinish(resultOf());
    await user().click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByText(/Redirecting to the exam list/)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2 * FINISH_REDIRECT_SECONDS * 1_000);
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_FINISH);
  });

  it('needs an answer sheet number (300311)', async () => {
    openFinish(resultOf(), '');
    expect(await screen.findByText('Answer sheet number cannot be empty')).toBeInTheDocument();
    expect(api?.requests).toHaveLength(0);
  });

  it('says why a result cannot be shown (300325) and leads back to the exam list', async () => {
    api = fakeApi(byPath({ 'GET /exam/result': failure('300325') }));
    const router = renderPage(<ExamFinishPage />, `${ExamPaths.EXAM_FINISH}?answerSheetId=sheet-9`);
    expect(
      (await screen.findAllByText("You cannot view other people's results")).length,
    ).toBeGreaterThan(0);
    await user().click(screen.getByRole('button', { name: 'Back to exam list' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_LIST);
  });
});
