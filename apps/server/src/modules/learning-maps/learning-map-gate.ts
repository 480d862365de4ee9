import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';

/**
 * Spec §6: learning management (maps are built of courses) on the all-in-one edition only
 * (300601), with the courses module on (408), as courses are.
 */
export const LEARNING_GATE = {
  module: Module.COURSES,
  editions: {
    allowed: [Edition.ALL_IN_ONE],
    refusal: ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION,
  },
} as const;
