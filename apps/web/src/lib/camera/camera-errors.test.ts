import { describe, expect, it } from 'vitest';
import { CameraProblem, cameraProblemOf } from './camera-errors';

describe('cameraProblemOf (spec §8 camera errors)', () => {
  it.each([
    ['AbortError', CameraProblem.HARDWARE],
    ['NotAllowedError', CameraProblem.DISABLED],
    ['SecurityError', CameraProblem.DISABLED],
    ['NotFoundError', CameraProblem.NO_CAMERA],
    ['OverconstrainedError', CameraProblem.NO_CAMERA],
    ['NotReadableError', CameraProblem.OCCUPIED],
    ['SomethingElse', CameraProblem.UNKNOWN],
  ])('%s', (name, problem) => {
    expect(cameraProblemOf(new DOMException('failed', name))).toBe(problem);
  });
  it('reads a TypeError (no mediaDevices) as no camera of that type', () => {
    expect(cameraProblemOf(new TypeError('no getUserMedia'))).toBe(CameraProblem.TYPE_ERROR);
  });
  it('reads anything else as unknown', () => {
    expect(cameraProblemOf('broken')).toBe(CameraProblem.UNKNOWN);
  });
});
