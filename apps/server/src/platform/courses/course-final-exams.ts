import type { Executor } from '../services/service-deps';

/**
 * The courses module's say on final exams (spec §4 "on completion, or after the required study
 * time, the final exam opens"; decision 0062): a course's final-exam paper is not public and
 * invites no one, so the exams module opens it to a learner only when this says so — reachable
 * from the course alone, as an invitation of type 2.
 */
export type CourseFinalExams = {
  /** Some open run of the learner's, of a course whose final exam is the paper, has opened it. */
  opensFor: (tenantId: string, paperId: string, memberId: string) => Promise<boolean>;
};

export type CourseFinalExamsOn = (executor: Executor) => CourseFinalExams;
