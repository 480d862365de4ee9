import type { TSheetProctoring } from '@lectern/contracts/exams/get-answer-sheet';
import type { TProctoringStanding } from '@lectern/contracts/exams/post-proctoring-event';
import { ZProctoringRule, type TProctoringRule } from '@lectern/contracts/exams/proctoring';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import type { TFaceReading } from '@/lib/face/face-detector';
import { FrameVerdict, type TFrameVerdict } from '@/lib/face/face-judge';
import { useProctoringMonitor } from '../../hooks/proctoring/use-proctoring-monitor';
import { MonitoringView } from './monitoring-view';

/** What the mocked face detector sees at each look, and how long a look takes. */
let seen: TFrameVerdict = FrameVerdict.OK;
let lookTakesMs = 0;
vi.mock('@/lib/face/face-detector', () => ({
  loadFaceDetector: async () => ({
    backend: 'cpu',
    read: async (): Promise<TFaceReading> => {
      if (lookTakesMs > 0) await new Promise((resolve) => setTimeout(resolve, lookTakesMs));
      return { verdict: seen, faces: 0, descriptor: null };
    },
    descriptorOf: async () => null,
  }),
  snapshotOf: async () => new File(['jpeg'], 'snapshot.jpg', { type: 'image/jpeg' }),
}));

const stopped = vi.fn();
const getUserMedia = vi.fn(
  async () =>
    ({
      getTracks: () => [{ stop: stopped }],
      getAudioTracks: () => [],
    }) as unknown as MediaStream,
);

let api: ReturnType<typeof fakeApi> | undefined;
let play: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  seen = FrameVerdict.OK;
  lookTakesMs = 0;
  stopped.mockClear();
  getUserMedia.mockClear();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  play = vi.fn<() => Promise<void>>(async () => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const LOOK_MS = 5_000;

const ruleOf = (overrides: Partial<TProctoringRule> = {}) =>
  ZProctoringRule.parse({
    faceCheckIntervalSeconds: LOOK_MS / 1_000,
    compareIdPhoto: false,
    maxNoFace: 2,
    ...overrides,
  });

const standingOf = (counts: Partial<TProctoringStanding['counts']> = {}): TProctoringStanding => ({
  counts: { noFace: 0, multipleFaces: 0, faceMismatch: 0, noise: 0, ...counts },
  limits: { noFace: 2, multipleFaces: null, faceMismatch: null, noise: null },
});

/** The answering screen's part: the monitor hook feeding the view. */
function Monitored({
  proctoring,
  onSubmitted,
}: {
  proctoring: TSheetProctoring;
  onSubmitted: () => void;
}) {
  const monitor = useProctoringMonitor('sheet-1', proctoring, {
    watching: true,
    onSubmitted,
    onClosed: vi.fn(),
  });
  return (
    <MonitoringView
      videoRef={monitor.videoRef}
      camera={monitor.rule?.camera ?? false}
      standing={monitor.standing}
      problem={monitor.problem}
      failed={monitor.failed}
      screen={null}
      phone={null}
    />
  );
}

/** Renders the monitor and waits for the camera's picture: the looks' clock starts then. */
const renderMonitored = async (proctoring: TSheetProctoring, onSubmitted = vi.fn()) => {
  renderUnwatched(proctoring, onSubmitted);
  await waitFor(() => expect(play).toHaveBeenCalled());
  return onSubmitted;
};

/** Renders the monitor without waiting for a camera (one that fails). */
const renderUnwatched = (proctoring: TSheetProctoring, onSubmitted = vi.fn()) =>
  render(
    <TestProviders>
      <Monitored proctoring={proctoring} onSubmitted={onSubmitted} />
    </TestProviders>,
  );

const monitor = () => screen.getByRole('complementary', { name: 'Monitoring' });
const look = () => act(() => vi.advanceTimersByTimeAsync(LOOK_MS));

describe('the monitoring view of a proctored sheet', () => {
  it('shows the camera and the rule, and counts nothing while a face is in front of it', async () => {
    api = fakeApi(byPath({}));
    await renderMonitored({ rule: ruleOf(), standing: standingOf(), idPhotoUrl: null });
    expect(within(monitor()).getByLabelText('Camera picture')).toBeInTheDocument();
    expect(
      within(monitor()).getByText('Exceeding the allowed counts submits the exam automatically'),
    ).toBeVisible();
    await look();
    await look();
    expect(within(monitor()).queryByRole('listitem')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('reports each look with no face with its snapshot, shows the counts, and leaves when submitted', async () => {
    let noFace = 0;
    api = fakeApi(
      byPath({
        'POST /sys/uploadFile': ok('https://lectern.test/files/look.jpg'),
        'POST /exam/proctoring/event': () => {
          noFace += 1;
          return ok({ ...standingOf({ noFace }), submitted: noFace > 2 });
        },
      }),
    );
    seen = FrameVerdict.NO_FACE;
    const onSubmitted = await renderMonitored({
      rule: ruleOf(),
      standing: standingOf(),
      idPhotoUrl: null,
    });

    await look();
    expect(await within(monitor()).findByText('No face: 1 times')).toBeVisible();
    const event = api.requests.find((request) => request.url === '/exam/proctoring/event');
    expect(JSON.parse(String(event?.data))).toMatchObject({
      answerSheetId: 'sheet-1',
      kind: 'noFace',
      snapshotUrl: 'https://lectern.test/files/look.jpg',
    });
    await look();
    expect(await within(monitor()).findByText('No face: 2 times')).toBeVisible();
    expect(onSubmitted).not.toHaveBeenCalled();
    await look();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });

  it('counts a dark picture as no face, and several faces as their own count', async () => {
    const kinds: string[] = [];
    api = fakeApi(
      byPath({
        'POST /sys/uploadFile': ok('https://lectern.test/files/look.jpg'),
        'POST /exam/proctoring/event': (config) => {
          kinds.push((JSON.parse(String(config.data)) as { kind: string }).kind);
          return ok({
            ...standingOf({
              noFace: kinds.filter((kind) => kind === 'noFace').length,
              multipleFaces: kinds.filter((kind) => kind === 'multipleFaces').length,
            }),
            submitted: false,
          });
        },
      }),
    );
    seen = FrameVerdict.TOO_DARK;
    await renderMonitored({ rule: ruleOf(), standing: standingOf(), idPhotoUrl: null });
    await look();
    expect(await within(monitor()).findByText('No face: 1 times')).toBeVisible();
    seen = FrameVerdict.MULTIPLE_FACES;
    await look();
    expect(await within(monitor()).findByText('Several faces: 1 times')).toBeVisible();
    expect(kinds).toEqual(['noFace', 'multipleFaces']);
  });

  it('does not overlap looks slower than the interval: one moment counts once', async () => {
    api = fakeApi(
      byPath({
        'POST /sys/uploadFile': ok('https://lectern.test/files/look.jpg'),
        'POST /exam/proctoring/event': ok({ ...standingOf({ noFace: 1 }), submitted: false }),
      }),
    );
    seen = FrameVerdict.NO_FACE;
    // A first look of 12 s (the models' first run on a slow computer), ticks every 5 s.
    lookTakesMs = 12_000;
    await renderMonitored({ rule: ruleOf(), standing: standingOf(), idPhotoUrl: null });
    for (let tick = 0; tick < 5; tick += 1) await act(() => vi.advanceTimersByTimeAsync(5_600));
    // Looks from 5 s (done at 17 s) and 20 s (done at 32 s): two reports, not five.
    await waitFor(() =>
      expect(
        api?.requests.filter((request) => request.url === '/exam/proctoring/event'),
      ).toHaveLength(2),
    );
  });

  it("shows the sheet's counts so far when the learner comes back to it", async () => {
    api = fakeApi(byPath({}));
    await renderMonitored({
      rule: ruleOf(),
      standing: standingOf({ noFace: 1, faceMismatch: 2 }),
      idPhotoUrl: null,
    });
    expect(
      within(monitor())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No face: 1 times', 'Face does not match the ID photo: 2 times']);
  });

  it('shows the spec §8 message of a camera that is busy', async () => {
    api = fakeApi(byPath({}));
    getUserMedia.mockRejectedValueOnce(new DOMException('busy', 'NotReadableError'));
    renderUnwatched({ rule: ruleOf(), standing: standingOf(), idPhotoUrl: null });
    expect(await within(monitor()).findByRole('alert')).toHaveTextContent(
      'The camera is in use by another app',
    );
    expect(within(monitor()).queryByLabelText('Camera picture')).toBeNull();
  });
});

describe('MonitoringView', () => {
  const props = {
    videoRef: { current: null },
    camera: true,
    standing: standingOf(),
    problem: null,
    failed: false,
    phone: null,
  };

  it('asks for the desktop recording with a click, and says when it stopped', async () => {
    const start = vi.fn();
    const { rerender } = render(
      <TestProviders>
        <MonitoringView {...props} screen={{ state: 'off', start }} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start desktop recording' }));
    expect(start).toHaveBeenCalled();
    rerender(
      <TestProviders>
        <MonitoringView {...props} screen={{ state: 'stopped', start }} />
      </TestProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Screen recording stopped');
  });

  it('names the phone camera beside its state (spec §4 connected / not connected)', () => {
    const { rerender } = render(
      <TestProviders>
        <MonitoringView {...props} screen={null} phone={{ state: 'notConnected', stream: null }} />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Phone camera: Not connected');
    rerender(
      <TestProviders>
        <MonitoringView {...props} screen={null} phone={{ state: 'connected', stream: null }} />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Phone camera: Connected');
  });

  it('says when the monitoring itself fails', () => {
    render(
      <TestProviders>
        <MonitoringView {...props} failed screen={null} />
      </TestProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Monitoring is not working. Contact the administrator.',
    );
  });
});
