/** Spec §8 "Camera errors": what getUserMedia's failure means to the learner (its message key). */
export const CameraProblem = {
  HARDWARE: 'hardware',
  DISABLED: 'disabled',
  NO_CAMERA: 'noCamera',
  OCCUPIED: 'occupied',
  TYPE_ERROR: 'typeError',
  UNKNOWN: 'unknown',
} as const;
export type TCameraProblem = (typeof CameraProblem)[keyof typeof CameraProblem];

const PROBLEM_BY_NAME: Record<string, TCameraProblem> = {
  AbortError: CameraProblem.HARDWARE,
  NotAllowedError: CameraProblem.DISABLED,
  SecurityError: CameraProblem.DISABLED,
  NotFoundError: CameraProblem.NO_CAMERA,
  OverconstrainedError: CameraProblem.NO_CAMERA,
  OverConstrainedError: CameraProblem.NO_CAMERA,
  NotReadableError: CameraProblem.OCCUPIED,
  TypeError: CameraProblem.TYPE_ERROR,
};

/** The spec §8 problem of a failed getUserMedia (a DOMException or a TypeError). */
export function cameraProblemOf(error: unknown): TCameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return PROBLEM_BY_NAME[name] ?? CameraProblem.UNKNOWN;
}
