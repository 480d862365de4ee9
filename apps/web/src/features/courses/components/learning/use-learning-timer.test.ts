import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLearningTimer } from './use-learning-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLearningTimer', () => {
  it('falls due after the learning time in all, across pauses', () => {
    const due = vi.fn();
    const { rerender } = renderHook(({ running }) => useLearningTimer(running, 300, due), {
      initialProps: { running: true },
    });
    vi.advanceTimersByTime(200_000);
    rerender({ running: false });
    vi.advanceTimersByTime(600_000);
    expect(due).not.toHaveBeenCalled();
    rerender({ running: true });
    vi.advanceTimersByTime(99_000);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(due).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000);
    expect(due).toHaveBeenCalledTimes(2);
  });
});
