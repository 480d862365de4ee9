import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { getPkHistory } from '@lectern/contracts/pk/get-pk-history';
import { getPkLobby } from '@lectern/contracts/pk/get-pk-lobby';
import { getPkMatch } from '@lectern/contracts/pk/get-pk-match';
import { getPkOpponents } from '@lectern/contracts/pk/get-pk-opponents';
import { getPkQuizzes } from '@lectern/contracts/pk/get-pk-quizzes';
import { postPkAnswer } from '@lectern/contracts/pk/post-pk-answer';
import { postPkCancel } from '@lectern/contracts/pk/post-pk-cancel';
import { postPkChallenge } from '@lectern/contracts/pk/post-pk-challenge';
import { postPkChallengeAnswer } from '@lectern/contracts/pk/post-pk-challenge-answer';
import { postPkChallengeCancel } from '@lectern/contracts/pk/post-pk-challenge-cancel';
import { postPkJoin } from '@lectern/contracts/pk/post-pk-join';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import type { PkService } from './pk.service';

/** Spec §1 puts PK quizzes under practice: the same edition and module gate (300600, 408). */
const PK_GATE = {
  module: Module.PRACTICE,
  editions: {
    allowed: [Edition.EXAM, Edition.ALL_IN_ONE],
    refusal: ErrorCode.PRACTICE_REQUIRES_EXAM_EDITION,
  },
} as const;

/** PK quizzes: the lobby, matching, challenges, matches and history, behind practice's gate. */
export const registerPkRoutes = (api: FastifyInstance, deps: AppDeps, pk: PkService) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, PK_GATE));
  const { guards } = deps;
  registerEndpoint(api, guards, getPkQuizzes, ({ session }) => pk.quizzes(session));
  registerEndpoint(api, guards, getPkLobby, ({ session }) => pk.lobby(session));
  registerEndpoint(api, guards, postPkJoin, ({ session, body }) => pk.join(session, body.quizId));
  registerEndpoint(api, guards, postPkCancel, ({ session }) => pk.cancel(session));
  registerEndpoint(api, guards, getPkOpponents, ({ session, query }) =>
    pk.opponents(session, query.keyword),
  );
  registerEndpoint(api, guards, postPkChallenge, ({ session, body }) =>
    pk.challenge(session, body.quizId, body.toUserCode),
  );
  registerEndpoint(api, guards, postPkChallengeAnswer, ({ session, body }) =>
    pk.answerChallenge(session, body.challengeId, body.accept),
  );
  registerEndpoint(api, guards, postPkChallengeCancel, ({ session, body }) =>
    pk.cancelChallenge(session, body.challengeId),
  );
  registerEndpoint(api, guards, getPkMatch, ({ session, query }) =>
    pk.match(session, query.matchId),
  );
  registerEndpoint(api, guards, postPkAnswer, ({ session, body }) => pk.answer(session, body));
  registerEndpoint(api, guards, getPkHistory, ({ session, query }) => pk.history(session, query));
};
