import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPostCoursewareHeartbeatRequest } from '@lectern/contracts/courses/post-courseware-heartbeat';
import { ApiError, ClientFailure } from '@/lib/api-client';
import { beatAnswerOf, progressOf, sessionOf } from '../../test/learning-fixtures';
import { RETRY_DELAYS_MS } from './heartbeat-queue';
import { INACTIVE_SECONDS, useCoursewareHeartbeat } from './use-courseware-heartbeat';

const session = sessionOf({ heartbeatSeconds: 15, progress: progressOf({ seq: 7 }) });

type TProps = { active: boolean; watchInactivity?: boolean };

function setup({ fail }: { fail?: (beat: TPostCoursewareHeartbeatRequest) => unknown } = {}) {
  const beats: (TPostCoursewareHeartbeatRequest & { keepalive: boolean })[] = [];
  const send = vi.fn(async (beat: TPostCoursewareHeartbeatRequest, { keepalive }) => {
    beats.push({ ...beat, keepalive });
    const error = fail?.(beat);
    if (error) throw error;
    return beatAnswerOf({ progress: progressOf({ seq: beat.seq }) });
  });
  const onAnswer = vi.fn();
  const onRefused = vi.fn();
  let position = 40;
  const hook = renderHook(
    ({ active, watchInactivity = false }: TProps) =>
      useCoursewareHeartbeat({
        session,
        active,
        watchInactivity,
        position: () => position,
        onAnswer,
        onRefused,
        send,
      }),
    { initialProps: { active: true } as TProps },
  );
  return {
    ...hook,
    beats,
    send,
    onAnswer,
    onRefused,
    moveTo: (at: number) => {
      position = at;
    },
  };
}

const phases = (beats: { phase: string }[]) => beats.map((beat) => beat.phase);
const settle = () => act(async () => {});
const advance = (milliseconds: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(milliseconds);
  });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('useCoursewareHeartbeat', () => {
  it('starts when active, ticks every heartbeatSeconds and stops on a pause, seq rising', async () => {
    const { beats, rerender, moveTo, onAnswer } = setup();
    await settle();
    expect(beats).toEqual([
      expect.objectContaining({
        coursewareId: 'cw-video',
        seq: 8,
        phase: 'start',
        position: 40,
        elapsedSeconds: 0,
      }),
    ]);

    moveTo(55);
    await advance(15_000);
    expect(beats[1]).toMatchObject({ seq: 9, phase: 'tick', position: 55, elapsedSeconds: 15 });

    moveTo(61);
    await advance(6_000);
    rerender({ active: false });
    await settle();
    expect(beats[2]).toMatchObject({ seq: 10, phase: 'stop', position: 61, elapsedSeconds: 6 });
    expect(onAnswer).toHaveBeenCalledTimes(3);

    // Paused: nothing more until learning goes on, which starts the clock again.
    await advance(60_000);
    expect(beats).toHaveLength(3);
    rerender({ active: true });
    await settle();
    expect(beats[3]).toMatchObject({ seq: 11, phase: 'start', elapsedSeconds: 0 });
  });

  it('stops when the page is hidden and starts again when it shows', async () => {
    const { beats } = setup();
    await settle();
    await advance(4_000);
    setVisibility('hidden');
    await settle();
    expect(phases(beats)).toEqual(['start', 'stop']);
    expect(beats[1]).toMatchObject({ elapsedSeconds: 4, keepalive: true });

    await advance(30_000);
    expect(beats).toHaveLength(2);
    setVisibility('visible');
    await settle();
    expect(phases(beats)).toEqual(['start', 'stop', 'start']);
  });

  it('pauses after INACTIVE_SECONDS without input on kinds that do not play, until resumed', async () => {
    const { beats, result, rerender } = setup();
    rerender({ active: true, watchInactivity: true });
    await settle();

    // Input keeps it going.
    await advance((INACTIVE_SECONDS - 10) * 1_000);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    await advance(20_000);
    expect(result.current.idle).toBe(false);

    await advance(INACTIVE_SECONDS * 1_000);
    expect(result.current.idle).toBe(true);
    expect(result.current.running).toBe(false);
    expect(beats.at(-1)?.phase).toBe('stop');
    const count = beats.length;
    await advance(60_000);
    expect(beats).toHaveLength(count);

    act(() => result.current.resume());
    await settle();
    expect(beats.at(-1)?.phase).toBe('start');
    expect(result.current.idle).toBe(false);

    // And it is watched again from then on.
    await advance(INACTIVE_SECONDS * 1_000);
    expect(result.current.idle).toBe(true);
    expect(beats.at(-1)?.phase).toBe('stop');
  });

  it('sends a failed beat again with the same seq before any later one', async () => {
    let failures = 2;
    const { beats, onRefused } = setup({
      fail: (beat) =>
        beat.phase === 'tick' && failures-- > 0 ? new ApiError(ClientFailure.NETWORK, null) : null,
    });
    await settle();
    await advance(15_000);
    expect(beats.map(({ seq, phase }) => [seq, phase])).toEqual([
      [8, 'start'],
      [9, 'tick'],
    ]);
    await advance(RETRY_DELAYS_MS[0]);
    expect(beats.at(-1)).toMatchObject({ seq: 9, phase: 'tick', elapsedSeconds: 15 });
    // The next tick waits behind the retried one, which goes with its seq first.
    await advance(RETRY_DELAYS_MS[1]);
    await advance(15_000);
    expect(beats.map(({ seq }) => seq)).toEqual([8, 9, 9, 9, 10]);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('reports a refusal of the rules and stops', async () => {
    const { beats, onRefused, result } = setup({
      fail: (beat) => (beat.phase === 'tick' ? new ApiError('300530', null) : null),
    });
    await settle();
    await advance(15_000);
    expect(onRefused).toHaveBeenCalledWith('300530');
    await advance(60_000);
    expect(phases(beats)).toEqual(['start', 'tick', 'stop']);
    expect(result.current.running).toBe(true);
  });

  it('ticks on a page turn with the page shown until then', async () => {
    const { beats, result, moveTo } = setup();
    await settle();
    await advance(5_000);
    moveTo(3);
    act(() => result.current.turnPage(2));
    await settle();
    expect(beats[1]).toMatchObject({ seq: 9, phase: 'tick', position: 2, elapsedSeconds: 5 });
    // The next regular tick counts a whole period from the turn.
    await advance(15_000);
    expect(beats[2]).toMatchObject({ seq: 10, phase: 'tick', position: 3, elapsedSeconds: 15 });
  });

  it('sends the last stop with keepalive when the screen goes', async () => {
    const { beats, unmount } = setup();
    await settle();
    await advance(7_000);
    unmount();
    await settle();
    expect(beats.at(-1)).toMatchObject({ phase: 'stop', elapsedSeconds: 7, keepalive: true });
  });

  it('reports nothing without a session', async () => {
    const send = vi.fn();
    renderHook(() =>
      useCoursewareHeartbeat({
        session: null,
        active: true,
        watchInactivity: false,
        position: () => 0,
        onAnswer: vi.fn(),
        onRefused: vi.fn(),
        send,
      }),
    );
    await advance(60_000);
    expect(send).not.toHaveBeenCalled();
  });
});
