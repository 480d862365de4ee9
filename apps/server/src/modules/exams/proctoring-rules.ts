import type { TPostProctoringCheckRequest } from '@lectern/contracts/exams/post-proctoring-check';
import type { TProctoringStanding } from '@lectern/contracts/exams/post-proctoring-event';
import {
  ProctoringViolation,
  ZProctoringRule,
  type TProctoringRule,
  type TProctoringViolation,
} from '@lectern/contracts/exams/proctoring';
import type { PaperRow } from './papers.repository';

/** Proctoring rules (spec §1, §4, §5, §8; docs/decisions/0049). */

const VIOLATIONS = Object.values(ProctoringViolation);

/** The paper's proctoring, or null when it is not proctored. */
export const proctoringOf = (paper: Pick<PaperRow, 'proctoring'>): TProctoringRule | null =>
  paper.proctoring === null ? null : ZProctoringRule.parse(JSON.parse(paper.proctoring));

/** How many of one violation a sheet may have (one more submits it); null: any number. */
export const limitOf = (rule: TProctoringRule, kind: TProctoringViolation): number | null => {
  switch (kind) {
    case ProctoringViolation.NO_FACE:
      return rule.maxNoFace;
    case ProctoringViolation.MULTIPLE_FACES:
      return rule.maxMultipleFaces;
    case ProctoringViolation.FACE_MISMATCH:
      return rule.maxFaceMismatch;
    case ProctoringViolation.NOISE:
      return rule.maxNoise;
  }
};

/** A sheet's counts of each violation and the paper's limits. */
export const standingOf = (
  rule: TProctoringRule,
  counts: ReadonlyMap<string, number>,
): TProctoringStanding => ({
  counts: Object.fromEntries(VIOLATIONS.map((kind) => [kind, counts.get(kind) ?? 0])) as Record<
    TProctoringViolation,
    number
  >,
  limits: Object.fromEntries(VIOLATIONS.map((kind) => [kind, limitOf(rule, kind)])) as Record<
    TProctoringViolation,
    number | null
  >,
});

/**
 * Whether a device check passed: every device the paper asks for passed, the camera with the
 * snapshot of the face held (spec §5).
 */
export const isCheckPassed = (
  rule: TProctoringRule,
  check: Omit<TPostProctoringCheckRequest, 'paperId' | 'snapshotUrl'>,
  hasSnapshot: boolean,
) =>
  (!rule.camera || (check.cameraPassed && hasSnapshot)) &&
  (!rule.microphone || check.microphonePassed) &&
  (!rule.screenRecording || check.screenPassed) &&
  (!rule.phoneCamera || check.phonePassed);
