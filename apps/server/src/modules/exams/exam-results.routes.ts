import type { FastifyInstance } from 'fastify';
import { getAnswerDetail } from '@lectern/contracts/exams/get-answer-detail';
import { getAnswerList } from '@lectern/contracts/exams/get-answer-list';
import { getExamRankings } from '@lectern/contracts/exams/get-exam-rankings';
import { getExamResult } from '@lectern/contracts/exams/get-exam-result';
import { getUserExamList } from '@lectern/contracts/exams/get-user-exam-list';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import type { AnswerSheetsService } from './answer-sheets.service';
import type { RankingCache } from './ranking-cache';
import { examsRepositories } from './exams.repositories';
import { resultsService } from './results.service';

/** Exam results: the finish page, answer detail and list, exam records and rankings. */
export const registerExamResultsRoutes = (
  api: FastifyInstance,
  deps: AppDeps,
  { sheets, rankings }: { sheets: AnswerSheetsService; rankings: RankingCache },
) => {
  const results = resultsService({
    db: deps.db,
    transact: deps.transact,
    repositories: examsRepositories,
    config: deps.config,
    answerSheets: sheets,
    rankings,
  });
  registerEndpoint(api, deps.guards, getExamResult, ({ session, query }) =>
    results.result(session, query.answerSheetId),
  );
  registerEndpoint(api, deps.guards, getAnswerDetail, ({ session, query }) =>
    results.answerDetail(session, query),
  );
  registerEndpoint(api, deps.guards, getAnswerList, ({ session, query }) =>
    results.answerList(session, query.paperId),
  );
  registerEndpoint(api, deps.guards, getUserExamList, ({ session, query }) =>
    results.userExamList(session, query),
  );
  registerEndpoint(api, deps.guards, getExamRankings, ({ session, query }) =>
    results.rankings(session, query),
  );
};
