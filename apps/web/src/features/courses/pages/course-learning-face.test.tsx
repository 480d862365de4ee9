import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPostCourseFaceCheckRequest } from '@lectern/contracts/courses/post-course-face-check';
import type { TFaceReading } from '@/lib/face/face-detector';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { demoMember, fakeSession } from '@/test/session';
import { courseOf, NOW, sessionOf } from '../test/learning-fixtures';
import { stubMediaElements } from '../test/media-stubs';
import { CourseLearningPage } from './course-learning-page';

/** The face detector sees one frontal face; the photo and the snapshot read as `faces` say. */
const { faces, SNAPSHOT } = vi.hoisted(() => ({
  faces: { photo: null as number[] | null, snapshot: null as number[] | null },
  SNAPSHOT: 'https://learn.example.com/h5/api/files/upload-2/snapshot.jpg',
}));
vi.mock('@/lib/face/face-detector', () => ({
  loadFaceDetector: async () => ({
    backend: 'cpu',
    read: async (): Promise<TFaceReading> => ({ verdict: 'ok', faces: 1, descriptor: null }),
    descriptorOf: async (url: string) => (url === SNAPSHOT ? faces.snapshot : faces.photo),
  }),
  snapshotOf: async () => new File(['jpeg'], 'snapshot.jpg', { type: 'image/jpeg' }),
}));

const run = {
  runId: 'run-1',
  runNo: 1,
  status: 0 as const,
  startedAt: NOW,
  completedAt: null,
  lastLearnAt: null,
  learnedSeconds: 0,
  progress: 0,
  timesLearned: 0,
  firstSignedAt: null,
  completionSignedAt: null,
  attemptsUsed: 1,
};
const stream = {
  getTracks: () => [{ stop: () => undefined }],
  getAudioTracks: () => [],
  getVideoTracks: () => [{ stop: () => undefined }],
} as unknown as MediaStream;

let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  stubMediaElements();
  faces.photo = null;
  faces.snapshot = null;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

/** The server's side: a passed first comparison lets the courseware open, a failed one is 300518. */
function serve(idPhotoUrl: string | null = null) {
  let passed = false;
  api = fakeApi(
    byPath({
      'GET /course/detail': ok(
        courseOf({ rules: { ...courseOf().rules, faceCapture: true }, idPhotoUrl }),
      ),
      'POST /courseware/start': () => (passed ? ok(sessionOf()) : failure('300517')),
      'POST /sys/uploadFile': ok(SNAPSHOT),
      'POST /course/face': (config) => {
        const check = JSON.parse(String(config.data)) as TPostCourseFaceCheckRequest;
        if (!check.passed) return failure('300518');
        passed = true;
        return ok(run);
      },
      'GET /course/notes': ok({ list: [], total: 0 }),
      'POST /courseware/heartbeat': ok(null),
    }),
  );
}

const faceChecks = () =>
  (api?.requests ?? [])
    .filter((request) => request.url === '/course/face')
    .map((request) => JSON.parse(String(request.data)) as TPostCourseFaceCheckRequest);

/** The learner's own avatar is no proof of who they are: only the ID photo counts. */
const open = () =>
  renderRoute(<CourseLearningPage />, '/exam/learn/course/detail?courseId=course-1', {
    session: fakeSession({ member: { ...demoMember, avatar: '/h5/api/files/avatar.jpg' } }),
  });

describe('CourseLearningPage face capture', () => {
  it('captures the face on 300517 and opens the courseware once it passes', async () => {
    serve();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Face capture before learning' });
    expect(screen.getByText('The first face comparison has not been done')).toBeInTheDocument();
    // No photo: a single frontal face held is the pass.
    await waitFor(() => expect(faceChecks()).toHaveLength(1), { timeout: 8_000 });
    expect(faceChecks()).toEqual([
      { courseId: 'course-1', moment: 'first', passed: true, snapshotUrl: SNAPSHOT },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      await screen.findByLabelText('Safety basics (video)', { selector: 'video' }),
    ).toBeInTheDocument();
  });

  it('compares with the learner’s ID photo and explains a failed first comparison (300518)', async () => {
    faces.photo = [0, 0, 0];
    faces.snapshot = [1, 1, 1];
    serve('/h5/api/files/id-photo.jpg');
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Face capture before learning' });
    expect(
      await within(dialog).findByText('The first face comparison failed', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(faceChecks()).toEqual([
      { courseId: 'course-1', moment: 'first', passed: false, snapshotUrl: SNAPSHOT },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
