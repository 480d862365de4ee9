import type { FastifyInstance } from 'fastify';
import { getAdminUngradedAnswers } from '@lectern/contracts/exams/get-admin-ungraded-answers';
import { getSelfGrading } from '@lectern/contracts/exams/get-self-grading';
import { postAdminMarkAnswer } from '@lectern/contracts/exams/post-admin-mark-answer';
import { postGradeOwnAnswer } from '@lectern/contracts/exams/post-grade-own-answer';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import type { AnswerSheetsService } from './answer-sheets.service';
import { examsRepositories } from './exams.repositories';
import { markingService } from './marking.service';
import type { RankingCache } from './ranking-cache';

/** Marking subjective answers: the learner's self-grading and the markers' `/admin` API. */
export const registerMarkingRoutes = (
  api: FastifyInstance,
  deps: AppDeps,
  { sheets, rankings }: { sheets: AnswerSheetsService; rankings: RankingCache },
) => {
  const marking = markingService({
    db: deps.db,
    transact: deps.transact,
    repositories: examsRepositories,
    answerSheets: sheets,
    rankings,
    inmailNotices: deps.inmailNotices,
  });
  registerEndpoint(api, deps.guards, getSelfGrading, ({ session, query }) =>
    marking.selfGrading(session, query.answerSheetId),
  );
  registerEndpoint(api, deps.guards, postGradeOwnAnswer, ({ session, body }) =>
    marking.gradeOwnAnswer(session, body),
  );
  registerEndpoint(api, deps.guards, getAdminUngradedAnswers, ({ session, query }) =>
    marking.ungradedAnswers(session, query),
  );
  registerEndpoint(api, deps.guards, postAdminMarkAnswer, ({ session, body }) =>
    marking.markAnswer(session, body),
  );
};
