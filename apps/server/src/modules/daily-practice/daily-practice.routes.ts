import type { FastifyInstance } from 'fastify';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { getDailyPracticeDetail } from '@lectern/contracts/daily-practice/get-daily-practice-detail';
import { getDailyPracticeList } from '@lectern/contracts/daily-practice/get-daily-practice-list';
import { getDailyPracticeRankings } from '@lectern/contracts/daily-practice/get-daily-practice-rankings';
import { getDailyPracticeResult } from '@lectern/contracts/daily-practice/get-daily-practice-result';
import { postFinishDailyPractice } from '@lectern/contracts/daily-practice/post-finish-daily-practice';
import { postSaveDailyAnswer } from '@lectern/contracts/daily-practice/post-save-daily-answer';
import { postStartDailyPractice } from '@lectern/contracts/daily-practice/post-start-daily-practice';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { dailyPracticeRepositories } from './daily-practice.repository';
import { dailyPracticeService } from './daily-practice.service';

/** Daily practice is practice (spec §6): the exam and all-in-one editions (300600), module on (408). */
export const DAILY_PRACTICE_GATE = {
  module: Module.PRACTICE,
  editions: {
    allowed: [Edition.EXAM, Edition.ALL_IN_ONE],
    refusal: ErrorCode.PRACTICE_REQUIRES_EXAM_EDITION,
  },
} as const;

/** Daily practice: the list, a practice's detail, the day's answers and finish, rankings. */
export const registerDailyPracticeRoutes = (api: FastifyInstance, deps: AppDeps) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, DAILY_PRACTICE_GATE));
  const daily = dailyPracticeService({
    db: deps.db,
    transact: deps.transact,
    repositories: dailyPracticeRepositories,
    timeZone: deps.config.examTimeZone,
  });
  registerEndpoint(api, deps.guards, getDailyPracticeList, ({ session }) => daily.list(session));
  registerEndpoint(api, deps.guards, getDailyPracticeDetail, ({ session, query }) =>
    daily.detail(session, query.dailyId),
  );
  registerEndpoint(api, deps.guards, postStartDailyPractice, ({ session, body }) =>
    daily.start(session, body.dailyId),
  );
  registerEndpoint(api, deps.guards, postSaveDailyAnswer, ({ session, body }) =>
    daily.saveAnswer(session, body),
  );
  registerEndpoint(api, deps.guards, postFinishDailyPractice, ({ session, body }) =>
    daily.finish(session, body.dailyId),
  );
  registerEndpoint(api, deps.guards, getDailyPracticeResult, ({ session, query }) =>
    daily.result(session, query.dailyId, query.day),
  );
  registerEndpoint(api, deps.guards, getDailyPracticeRankings, ({ session, query }) =>
    daily.rankings(session, query),
  );
};
