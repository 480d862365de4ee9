import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type {
  TPostSignAnswerSheetRequest,
  TSheetSignature,
} from '@lectern/contracts/exams/post-sign-answer-sheet';
import { configureApiClient } from '@/lib/api-environment';
import { memoryStore, setOfflineStore, type TKeyValueStore } from '@/lib/offline-store';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { readSheetCopy, storeSheetCopy } from '../api/answer-sheet-copy';
import { answerSheetOf } from '../test/answering-fixtures';
import { ExamAnsweringPage } from './exam-answering-page';
import { ExamPaths } from '../exams.feature';

/** jsdom draws nothing: a pad that records strokes the test draws on it. */
const { pads } = vi.hoisted(() => ({
  pads: [] as { stroke: () => void; isEmpty: () => boolean }[],
}));
vi.mock('signature_pad', () => ({
  default: class extends EventTarget {
    strokes: unknown[] = [];
    constructor() {
      super();
      pads.push(this);
    }
    stroke() {
      this.strokes.push({ points: [{ x: 1, y: 1, pressure: 0.5, time: 0 }] });
      this.dispatchEvent(new Event('endStroke'));
    }
    isEmpty() {
      return this.strokes.length === 0;
    }
    clear() {
      this.strokes = [];
    }
    toData() {
      return this.strokes;
    }
    fromData(strokes: unknown[]) {
      this.strokes = strokes;
    }
    off() {}
  },
}));

const UPLOADED = 'https://learn.example.com/h5/api/files/upload-1/signature.png';
const SIGNED: TSheetSignature = {
  itemType: 101,
  title: '考生签名',
  imageUrl: '/h5/api/files/upload-1/signature.png',
  signedAt: Date.UTC(2024, 4, 6, 1, 30),
};
const UNSIGNED: TSheetSignature = { ...SIGNED, imageUrl: null, signedAt: null };

let api: ReturnType<typeof fakeApi> | undefined;
let device: TKeyValueStore;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  device = memoryStore();
  setOfflineStore(device);
  pads.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['png'], { type: 'image/png' })),
  );
});

afterEach(() => {
  api?.restore();
  api = undefined;
  setOfflineStore(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function serve(
  sheet: TGetAnswerSheetResponse,
  overrides: Record<
    string,
    TFakeAnswer | ((config: InternalAxiosRequestConfig) => TFakeAnswer)
  > = {},
) {
  api = fakeApi(
    byPath({
      'GET /exam/answerSheet': () => ok({ ...sheet }),
      'POST /sys/uploadFile': ok(UPLOADED),
      'POST /exam/sign': ok(SIGNED),
      'POST /exam/submit': ok({ answerSheetId: sheet.answerSheetId, state: 'judged' }),
      ...overrides,
    }),
  );
}

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );

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

const panel = () => screen.getByRole('navigation', { name: 'Answer sheet' });
const signatureItem = async () =>
  within(await screen.findByRole('navigation', { name: 'Answer sheet' })).findByRole('region', {
    name: '考生签名',
  });
const padDialog = () => screen.findByRole('dialog', { name: '考生签名' });

describe('the signature item on the answering screen (spec §2 manual signature)', () => {
  it('is listed in the answer-sheet panel, unsigned, and holds the submission until signed', async () => {
    serve(answerSheetOf({ signature: UNSIGNED }));
    openExam();
    const item = await signatureItem();
    expect(within(item).getByText('Not signed')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    // Spec §5's words, and the pad opens to sign.
    expect(await screen.findByText('Signature content cannot be empty')).toBeInTheDocument();
    expect(await padDialog()).toBeVisible();
    expect(calls('POST /exam/submit')).toHaveLength(0);
  });

  it('saves what is drawn: uploads the PNG, signs the sheet with it, then lets the learner submit', async () => {
    serve(answerSheetOf({ signature: UNSIGNED }));
    await storeSheetCopy(answerSheetOf({ signature: UNSIGNED }), Date.now(), device);
    openExam();
    const u = user();
    await u.click(within(await signatureItem()).getByRole('button', { name: 'Sign' }));
    const dialog = await padDialog();
    expect(within(dialog).getByText('Sign in the blank area below.')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Signature area' })).toBeInTheDocument();

    // An empty pad is not saved.
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Signature content cannot be empty',
    );
    expect(calls('POST /sys/uploadFile')).toHaveLength(0);

    pads.at(-1)?.stroke();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [uploaded] = calls('POST /sys/uploadFile');
    const file = (uploaded?.data as FormData).get('file') as File;
    expect(file.name).toBe('signature.png');
    expect(file.type).toBe('image/png');
    const [signed] = calls('POST /exam/sign');
    expect(JSON.parse(String(signed?.data))).toEqual({
      answerSheetId: 'sheet-1',
      imageUrl: UPLOADED,
    } satisfies TPostSignAnswerSheetRequest);
    expect(await screen.findByText('Signature saved')).toBeInTheDocument();

    const item = within(panel()).getByRole('region', { name: '考生签名' });
    expect(within(item).getByText('Signed')).toBeVisible();
    expect(within(item).getByRole('img', { name: 'Your signature' })).toHaveAttribute(
      'src',
      SIGNED.imageUrl,
    );
    expect(within(item).getByRole('button', { name: 'Sign again' })).toBeVisible();
    // The device's copy keeps it, so a reload without a connection shows it signed.
    await waitFor(async () =>
      expect((await readSheetCopy('sheet-1', device))?.signature).toEqual(SIGNED),
    );

    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }),
    );
    await waitFor(() => expect(calls('POST /exam/submit')).toHaveLength(1));
  });

  it('clears the pad on retry, and exits without saving anything', async () => {
    serve(answerSheetOf({ signature: SIGNED }));
    openExam();
    const u = user();
    await u.click(within(await signatureItem()).getByRole('button', { name: 'Sign again' }));
    const dialog = await padDialog();
    pads.at(-1)?.stroke();
    await u.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(pads.at(-1)?.isEmpty()).toBe(true);
    await u.click(within(dialog).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /sys/uploadFile')).toHaveLength(0);
    expect(calls('POST /exam/sign')).toHaveLength(0);
    // The signature saved before stands.
    expect(within(await signatureItem()).getByText('Signed')).toBeVisible();
  });

  it('is reached from the keyboard: the panel’s button opens the pad, whose controls follow', async () => {
    serve(answerSheetOf({ signature: UNSIGNED }));
    openExam();
    const sign = within(await signatureItem()).getByRole('button', { name: 'Sign' });
    sign.focus();
    const u = user();
    await u.keyboard('{Enter}');
    const dialog = await padDialog();
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Exit', 'Retry', 'Save']);
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the exam when the sheet was closed meanwhile', async () => {
    serve(answerSheetOf({ signature: UNSIGNED }), { 'POST /exam/sign': failure('300342') });
    const router = openExam();
    const u = user();
    await u.click(within(await signatureItem()).getByRole('button', { name: 'Sign' }));
    const dialog = await padDialog();
    pads.at(-1)?.stroke();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_FINISH));
  });

  it('is absent from a paper that asks for no signature, whose submission it never holds', async () => {
    serve(answerSheetOf());
    openExam();
    await screen.findByRole('navigation', { name: 'Answer sheet' });
    expect(within(panel()).queryByRole('region')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Submit your answers?');
  });
});
