import { vi } from 'vitest';

/**
 * jsdom plays no media: `play` and `pause` flip a `paused` flag per element and fire the events a
 * browser would, so players can be driven as a learner would drive them.
 */
export function stubMediaElements() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return paused.get(this) ?? true;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { play, pause };
}

/** Moves a media element's playback to `seconds`, as playing does. */
export function playTo(media: HTMLMediaElement, seconds: number) {
  Object.defineProperty(media, 'currentTime', {
    configurable: true,
    writable: true,
    value: seconds,
  });
  media.dispatchEvent(new Event('timeupdate'));
}
