import type { FastifyInstance } from 'fastify';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { getPracticeClassify } from '@lectern/contracts/practice/get-practice-classify';
import { getPracticeList } from '@lectern/contracts/practice/get-practice-list';
import { getPracticePreview } from '@lectern/contracts/practice/get-practice-preview';
import { getPracticeRecords } from '@lectern/contracts/practice/get-practice-records';
import { postAddMyPractice } from '@lectern/contracts/practice/post-add-my-practice';
import { postFinishPractice } from '@lectern/contracts/practice/post-finish-practice';
import { postResetPractice } from '@lectern/contracts/practice/post-reset-practice';
import { postSavePracticeAnswer } from '@lectern/contracts/practice/post-save-practice-answer';
import { postStartPractice } from '@lectern/contracts/practice/post-start-practice';
import { groupedHotWrites } from '../../db/group-commit';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { practiceRepositories } from './practice.repository';
import { practiceService } from './practice.service';

/** Spec §6: practice on the exam and all-in-one editions (300600), with the module on (408). */
export const PRACTICE_GATE = {
  module: Module.PRACTICE,
  editions: {
    allowed: [Edition.EXAM, Edition.ALL_IN_ONE],
    refusal: ErrorCode.PRACTICE_REQUIRES_EXAM_EDITION,
  },
} as const;

/** Question banks and practice tasks: list, preview, practise, finish, records. */
export const registerPracticeRoutes = (api: FastifyInstance, deps: AppDeps) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, PRACTICE_GATE));
  const practice = practiceService({
    db: deps.db,
    transact: deps.transact,
    repositories: practiceRepositories,
    wrongAnswers: deps.wrongAnswers,
    contentCacheMs: deps.config.paperCacheMs,
    saveTransact: groupedHotWrites(deps),
  });
  registerEndpoint(api, deps.guards, getPracticeClassify, ({ session }) =>
    practice.classifications(session),
  );
  registerEndpoint(api, deps.guards, getPracticeList, ({ session, query }) =>
    practice.list(session, query),
  );
  registerEndpoint(api, deps.guards, postAddMyPractice, ({ session, body }) =>
    practice.addMine(session, body.taskId),
  );
  registerEndpoint(api, deps.guards, getPracticePreview, ({ session, query }) =>
    practice.preview(session, query.taskId),
  );
  registerEndpoint(api, deps.guards, postStartPractice, ({ session, body }) =>
    practice.start(session, body.taskId, body.mode),
  );
  registerEndpoint(api, deps.guards, postSavePracticeAnswer, ({ session, body }) =>
    practice.saveAnswer(session, body),
  );
  registerEndpoint(api, deps.guards, postFinishPractice, ({ session, body }) =>
    practice.finish(session, body.taskId),
  );
  registerEndpoint(api, deps.guards, postResetPractice, ({ session, body }) =>
    practice.reset(session, body.taskId),
  );
  registerEndpoint(api, deps.guards, getPracticeRecords, ({ session, query }) =>
    practice.records(session, query),
  );
};
