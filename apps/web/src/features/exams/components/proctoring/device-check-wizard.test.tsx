import { ZProctoringRule, type TProctoringRule } from '@lectern/contracts/exams/proctoring';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import type { TFaceReading } from '@/lib/face/face-detector';
import { FrameVerdict, type TFrameVerdict } from '@/lib/face/face-judge';
import { DeviceCheckWizard } from './device-check-wizard';

/** What the mocked face detector sees: one verdict per look, the last one from then on. */
const looks: TFrameVerdict[] = [];
const read = vi.fn(async (): Promise<TFaceReading> => ({
  verdict: (looks.length > 1 ? looks.shift() : looks[0]) ?? FrameVerdict.NO_FACE,
  faces: 1,
  descriptor: null,
}));
vi.mock('@/lib/face/face-detector', () => ({
  loadFaceDetector: async () => ({ backend: 'cpu', read, descriptorOf: async () => null }),
  snapshotOf: async () => new File(['jpeg'], 'snapshot.jpg', { type: 'image/jpeg' }),
}));

const stopped = vi.fn();
const fakeStream = () =>
  ({
    getTracks: () => [{ stop: stopped }],
    getAudioTracks: () => [],
    getVideoTracks: () => [{ stop: stopped }],
  }) as unknown as MediaStream;
const getUserMedia = vi.fn(async () => fakeStream());

let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  looks.length = 0;
  read.mockClear();
  stopped.mockClear();
  getUserMedia.mockReset().mockImplementation(async () => fakeStream());
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  // jsdom plays nothing: the camera's picture is "ready" and playing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

/** The paper's rule: the camera only, a face held 1 s unless told otherwise. */
const ruleOf = (overrides: Partial<TProctoringRule> = {}) =>
  ZProctoringRule.parse({ faceCheckSeconds: 1, compareIdPhoto: false, ...overrides });

function renderWizard(rule: TProctoringRule, onChecked = vi.fn()) {
  render(
    <TestProviders>
      <DeviceCheckWizard paperId="paper-1" rule={rule} onChecked={onChecked} />
    </TestProviders>,
  );
  return onChecked;
}

const cameraStep = () => screen.getByRole('region', { name: 'Camera' });

describe('DeviceCheckWizard', () => {
  it('passes the camera once a face is held, then records the check with its snapshot', async () => {
    looks.push(FrameVerdict.OK);
    api = fakeApi(
      byPath({
        'POST /sys/uploadFile': ok('https://lectern.test/files/snapshot.jpg'),
        'POST /exam/proctoring/check': ok({ passed: true, validUntil: 1_800_000 }),
      }),
    );
    const onChecked = renderWizard(ruleOf());
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
    expect(
      within(cameraStep()).getByText(
        'Face the camera in good light, alone in the picture: a face must be detected for 1 seconds in a row.',
      ),
    ).toBeVisible();
    const finish = screen.getByRole('button', { name: 'Finish the check' });
    expect(finish).toBeDisabled();

    await waitFor(() =>
      expect(within(cameraStep()).getByRole('status')).toHaveTextContent('Face check passed'),
    );
    expect(within(cameraStep()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(finish);

    await waitFor(() =>
      expect(onChecked).toHaveBeenCalledWith(
        true,
        1_800_000,
        'https://lectern.test/files/snapshot.jpg',
      ),
    );
    const check = api.requests.find((request) => request.url === '/exam/proctoring/check');
    expect(JSON.parse(String(check?.data))).toEqual({
      paperId: 'paper-1',
      cameraPassed: true,
      snapshotUrl: 'https://lectern.test/files/snapshot.jpg',
      microphonePassed: false,
      screenPassed: false,
      phonePassed: false,
    });
  });

  it('says several faces are seen, and never passes while they are', async () => {
    looks.push(FrameVerdict.MULTIPLE_FACES);
    renderWizard(ruleOf());
    await waitFor(() =>
      expect(within(cameraStep()).getByRole('status')).toHaveTextContent('Several faces detected'),
    );
    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThan(3), { timeout: 3_000 });
    expect(within(cameraStep()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Finish the check' })).toBeDisabled();
  });

  it.each([
    [FrameVerdict.NO_FACE, 'No face detected'],
    [FrameVerdict.NOT_FACING, 'Please face the camera'],
    [FrameVerdict.TOO_DARK, 'Too dark, please add light'],
  ])('tells the learner what is wrong with the picture (%s)', async (verdict, message) => {
    looks.push(verdict);
    renderWizard(ruleOf());
    await waitFor(() =>
      expect(within(cameraStep()).getByRole('status')).toHaveTextContent(message),
    );
  });

  it('starts the count again when the face goes, so only consecutive seconds pass', async () => {
    // Held, lost, then held for good: the bar goes back to 0 before it fills.
    looks.push(FrameVerdict.OK, FrameVerdict.OK, FrameVerdict.NO_FACE, FrameVerdict.OK);
    renderWizard(ruleOf({ faceCheckSeconds: 2 }));
    await waitFor(() =>
      expect(within(cameraStep()).getByRole('status')).toHaveTextContent('No face detected'),
    );
    expect(within(cameraStep()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await waitFor(
      () => expect(within(cameraStep()).getByRole('status')).toHaveTextContent('Face check passed'),
      { timeout: 4_000 },
    );
  });

  it('shows the spec §8 message of a camera the browser refused', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderWizard(ruleOf());
    expect(
      await within(cameraStep()).findByText('The camera is disabled: enable it in the settings'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finish the check' })).toBeDisabled();
  });

  it('takes the learner through each device the rule asks for, one step at a time', async () => {
    looks.push(FrameVerdict.OK);
    renderWizard(ruleOf({ microphone: true, screenRecording: true, phoneCamera: true }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    for (const title of ['Camera', 'Microphone', 'Desktop recording', 'Phone camera']) {
      expect(screen.getByText(title)).toBeVisible();
    }
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    const microphone = screen.getByRole('region', { name: 'Microphone' });
    expect(within(microphone).getByRole('status')).toHaveTextContent(
      'Speak: the volume must exceed 60',
    );
    // The microphone has not been heard: no way on, but the learner can go back.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(cameraStep()).toBeVisible();
  });

  it('says so when the server does not accept the check', async () => {
    looks.push(FrameVerdict.OK);
    api = fakeApi(
      byPath({
        'POST /sys/uploadFile': ok('https://lectern.test/files/snapshot.jpg'),
        'POST /exam/proctoring/check': ok({ passed: false, validUntil: null }),
      }),
    );
    const onChecked = renderWizard(ruleOf());
    const finish = screen.getByRole('button', { name: 'Finish the check' });
    await waitFor(() => expect(finish).toBeEnabled());
    await userEvent.click(finish);
    expect(
      await screen.findByText('The device check did not pass. Check each device and try again.'),
    ).toBeVisible();
    expect(onChecked).toHaveBeenCalledWith(false, null, 'https://lectern.test/files/snapshot.jpg');
  });

  it('stops the camera when it closes', async () => {
    looks.push(FrameVerdict.NO_FACE);
    const { unmount } = render(
      <TestProviders>
        <DeviceCheckWizard paperId="paper-1" rule={ruleOf()} onChecked={vi.fn()} />
      </TestProviders>,
    );
    await waitFor(() => expect(read).toHaveBeenCalled());
    unmount();
    expect(stopped).toHaveBeenCalled();
  });
});
