import type { Executor } from '../services/service-deps';

/** A learner of a tenant asking about one question. */
export type QuestionReader = { tenantId: string; memberId: string; questionId: string };

/**
 * Whether a learner may see a question through one feature: practice (a task they may open) and
 * mistakes (one of their sets) each lend one (features.ts, docs/decisions/0039, 0057). Notes,
 * favourites and error-correction reports accept a question any of them shows the learner.
 */
export type QuestionAccessOn = (executor: Executor) => {
  canSee: (reader: QuestionReader) => Promise<boolean>;
};

/** A question is seen when any feature shows it to the learner: asked in turn, first yes wins. */
export const anyQuestionAccess =
  (lenders: readonly QuestionAccessOn[]): QuestionAccessOn =>
  (executor) => ({
    canSee: async (reader) => {
      for (const lender of lenders) {
        if (await lender(executor).canSee(reader)) return true;
      }
      return false;
    },
  });
