import type { FastifyInstance } from 'fastify';
import { getAdminQuestionCorrections } from '@lectern/contracts/questions/get-admin-question-corrections';
import { getQuestionDetail } from '@lectern/contracts/questions/get-question-detail';
import { postAdminHandleCorrection } from '@lectern/contracts/questions/post-admin-handle-correction';
import { postQuestionCorrection } from '@lectern/contracts/questions/post-question-correction';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { questionCorrectionsRepositories } from './question-corrections.repository';
import { questionsService } from './questions.service';

/** A question the learner sees, with its key; error-correction reports and their `/admin` API. */
export const registerQuestionsRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const questions = questionsService({
    db: deps.db,
    transact: deps.transact,
    repositories: questionCorrectionsRepositories,
    questionAccess: deps.questionAccess,
  });
  registerEndpoint(api, deps.guards, getQuestionDetail, ({ session, query }) =>
    questions.detail(session, query.questionId),
  );
  registerEndpoint(api, deps.guards, postQuestionCorrection, ({ session, body }) =>
    questions.report(session, body),
  );
  registerEndpoint(api, deps.guards, getAdminQuestionCorrections, ({ session, query }) =>
    questions.list(session, query.status ?? null, query),
  );
  registerEndpoint(api, deps.guards, postAdminHandleCorrection, ({ session, body }) =>
    questions.handle(session, body.correctionId),
  );
};
