import type { FastifyInstance } from 'fastify';
import { getCreditHistory } from '@lectern/contracts/credits/get-credit-history';
import { getCreditRankings } from '@lectern/contracts/credits/get-credit-rankings';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { creditsRepositories } from './credits.repository';
import { creditsService } from './credits.service';

/** Spec §2 /personal/credit and /personal/credit/rankings. */
export const registerCreditsRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const credits = creditsService({ ...deps, repositories: creditsRepositories });
  registerEndpoint(api, deps.guards, getCreditHistory, ({ session, query }) =>
    credits.history(session, query),
  );
  registerEndpoint(api, deps.guards, getCreditRankings, ({ session }) => credits.rankings(session));
};
