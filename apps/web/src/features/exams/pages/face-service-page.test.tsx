import { ExamCollectionState } from '@lectern/contracts/exams/get-exam-collection';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import { ZProctoringRule } from '@lectern/contracts/exams/proctoring';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { answerSheetOf } from '../test/answering-fixtures';
import { previewOf, renderPage } from '../test/exam-fixtures';
import { ExamPaths } from '../exams.feature';
import { FaceServicePage } from './face-service-page';

const ID_PHOTO = '/h5/api/files/id-photo.jpg';
const SNAPSHOT = 'https://lectern.test/files/snapshot.jpg';
const DANA = Float32Array.from({ length: 128 }, () => 0.1);
const SOMEONE_ELSE = Float32Array.from({ length: 128 }, () => 0.2);

/** The faces the mocked detector finds on each picture (null: no single face). */
const faces = new Map<string, Float32Array | null>();
vi.mock('@/lib/face/face-detector', () => ({
  loadFaceDetector: async () => ({
    backend: 'cpu',
    read: vi.fn(),
    descriptorOf: async (url: string) => faces.get(url) ?? null,
  }),
}));

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  faces.clear();
});

const proctoredPreview = (
  idPhotoUrl: string | null,
  overrides: Partial<TGetExamPreviewResponse> = {},
) =>
  previewOf({
    proctoring: {
      rule: ZProctoringRule.parse({ compareIdPhoto: true }),
      checkValidUntil: Date.now() + 60_000,
      idPhotoUrl,
    },
    ...overrides,
  });

function open(
  preview: TGetExamPreviewResponse,
  query = `snapshot=${encodeURIComponent(SNAPSHOT)}`,
) {
  api = fakeApi(
    byPath({
      'GET /exam/preview': ok(preview),
      'POST /exam/start': ok(answerSheetOf({ answerSheetId: 'sheet-9' })),
    }),
  );
  return renderPage(<FaceServicePage />, `${ExamPaths.EXAM_FACE_SERVICE}?paperId=paper-1&${query}`);
}

describe('FaceServicePage', () => {
  it('shows the ID photo beside the snapshot, matched, and starts the exam from there', async () => {
    faces.set(ID_PHOTO, DANA).set(SNAPSHOT, DANA);
    const router = open(proctoredPreview(ID_PHOTO));
    expect(await screen.findByRole('img', { name: 'ID photo' })).toHaveAttribute('src', ID_PHOTO);
    expect(screen.getByRole('img', { name: 'Check snapshot' })).toHaveAttribute('src', SNAPSHOT);
    expect(await screen.findByText('Face matches the ID photo')).toBeVisible();
    expect(
      screen.getByText(
        'The snapshot and the ID photo show the same person: you can start the exam.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_IN_PROGRESS));
    expect(router.state.location.search).toBe('?answerSheetId=sheet-9');
    const start = api?.requests.find((request) => request.url === '/exam/start');
    expect(JSON.parse(String(start?.data))).toEqual({ paperId: 'paper-1', continueExam: false });
  });

  it('says the face does not match, and leads back to the preview only', async () => {
    faces.set(ID_PHOTO, DANA).set(SNAPSHOT, SOMEONE_ELSE);
    const router = open(proctoredPreview(ID_PHOTO));
    expect(await screen.findByText('Face does not match the ID photo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start exam' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the exam preview' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_PREVIEW);
    expect(router.state.location.search).toBe('?paperId=paper-1');
  });

  it('says when the snapshot shows no face', async () => {
    faces.set(ID_PHOTO, DANA);
    open(proctoredPreview(ID_PHOTO));
    expect(await screen.findByText('No face found on the snapshot')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start exam' })).toBeNull();
  });

  it('says there is no ID photo to compare with, and lets the learner go on', async () => {
    open(proctoredPreview(null));
    expect(await screen.findByText('No ID photo to compare with')).toBeVisible();
    expect(screen.getByText('No ID photo set')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeEnabled();
  });

  it('goes back to the preview to start when the preview asks for more first', async () => {
    faces.set(ID_PHOTO, DANA).set(SNAPSHOT, DANA);
    open(proctoredPreview(ID_PHOTO, { collection: ExamCollectionState.REQUIRED }));
    expect(await screen.findByText('Face matches the ID photo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start exam' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the exam preview' })).toBeVisible();
  });

  it('without a snapshot, sends the learner to the device check on the preview', async () => {
    open(proctoredPreview(ID_PHOTO), '');
    expect(
      await screen.findByText(
        'There is no face snapshot to compare: complete the device check on the exam preview first.',
      ),
    ).toBeVisible();
  });
});
