import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { getMistakeQuestions } from '@lectern/contracts/mistakes/get-mistake-questions';
import { getMistakeSets } from '@lectern/contracts/mistakes/get-mistake-sets';
import { getMistakeSettings } from '@lectern/contracts/mistakes/get-mistake-settings';
import type { TMistakeSourceType } from '@lectern/contracts/mistakes/mistakes';
import { postClearMistakes } from '@lectern/contracts/mistakes/post-clear-mistakes';
import { postRemoveMistake } from '@lectern/contracts/mistakes/post-remove-mistake';
import { postSaveMistakeAnswer } from '@lectern/contracts/mistakes/post-save-mistake-answer';
import { postSaveMistakeSettings } from '@lectern/contracts/mistakes/post-save-mistake-settings';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { mistakesRepositories } from './mistakes.repository';
import { mistakesService } from './mistakes.service';

/** Mistakes are part of practice: its module and editions (spec §6, 300600). */
const MISTAKES_GATE = {
  module: Module.PRACTICE,
  editions: {
    allowed: [Edition.EXAM, Edition.ALL_IN_ONE],
    refusal: ErrorCode.PRACTICE_REQUIRES_EXAM_EDITION,
  },
} as const;

const sourceTypeOf = (query: '1' | '3' | '5') => Number(query) as TMistakeSourceType;

/** Mistake sets, their practice and settings: part of practice, behind its gate (spec §6). */
export const registerMistakesRoutes = (api: FastifyInstance, deps: AppDeps) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, MISTAKES_GATE));
  const mistakes = mistakesService({
    db: deps.db,
    transact: deps.transact,
    repositories: mistakesRepositories,
  });
  registerEndpoint(api, deps.guards, getMistakeSets, ({ session, query }) =>
    mistakes.sets(session, sourceTypeOf(query.sourceType)),
  );
  registerEndpoint(api, deps.guards, getMistakeQuestions, ({ session, query }) =>
    mistakes.questions(session, sourceTypeOf(query.sourceType), query.sourceId),
  );
  registerEndpoint(api, deps.guards, postSaveMistakeAnswer, ({ session, body }) =>
    mistakes.saveAnswer(session, body),
  );
  registerEndpoint(api, deps.guards, getMistakeSettings, ({ session }) =>
    mistakes.settings(session),
  );
  registerEndpoint(api, deps.guards, postSaveMistakeSettings, ({ session, body }) =>
    mistakes.saveSettings(session, body),
  );
  registerEndpoint(api, deps.guards, postRemoveMistake, ({ session, body }) =>
    mistakes.remove(session, body),
  );
  registerEndpoint(api, deps.guards, postClearMistakes, ({ session, body }) =>
    mistakes.clear(session, body.sourceType ?? null),
  );
};
