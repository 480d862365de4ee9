import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './reduced-motion';
import { themeFor } from './theme';

/** A system setting the test changes, heard through matchMedia's change events. */
const systemSetting = (reduce: boolean) => {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        media: query,
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && setting.reduce;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change: (next: boolean) => {
      setting.reduce = next;
      for (const listener of listeners) listener();
    },
  };
};

describe('reduced motion (WCAG 2.2 SC 2.3.3)', () => {
  it('follows the system setting as the learner changes it', () => {
    const setting = systemSetting(false);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.change(true));
    expect(result.current).toBe(true);
  });

  it('turns antd’s zooms and slides off only when asked', () => {
    expect(themeFor('#5699ff').token).not.toHaveProperty('motion');
    expect(themeFor('#5699ff', true).token?.motion).toBe(false);
  });
});
