import type { FastifyInstance } from 'fastify';
import { getCheckInDay } from '@lectern/contracts/check-in/get-check-in-day';
import { getCheckInPlan } from '@lectern/contracts/check-in/get-check-in-plan';
import { getCheckInPlans } from '@lectern/contracts/check-in/get-check-in-plans';
import { getCheckInResult } from '@lectern/contracts/check-in/get-check-in-result';
import { postCheckIn } from '@lectern/contracts/check-in/post-check-in';
import { postJoinCheckIn } from '@lectern/contracts/check-in/post-join-check-in';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { checkInRepositories } from './check-in.repository';
import { checkInService } from './check-in.service';

/** Check-in learning: the plans, a plan's detail, joining, the day's tasks, the check-in. */
export const registerCheckInRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const checkIn = checkInService({
    db: deps.db,
    transact: deps.transact,
    repositories: checkInRepositories,
    timeZone: deps.config.examTimeZone,
  });
  registerEndpoint(api, deps.guards, getCheckInPlans, ({ session }) => checkIn.list(session));
  registerEndpoint(api, deps.guards, getCheckInPlan, ({ session, query }) =>
    checkIn.detail(session, query.planId),
  );
  registerEndpoint(api, deps.guards, postJoinCheckIn, ({ session, body }) =>
    checkIn.join(session, body.planId),
  );
  registerEndpoint(api, deps.guards, getCheckInDay, ({ session, query }) =>
    checkIn.day(session, query.planId, query.day),
  );
  registerEndpoint(api, deps.guards, postCheckIn, ({ session, body }) =>
    checkIn.checkIn(session, body),
  );
  registerEndpoint(api, deps.guards, getCheckInResult, ({ session, query }) =>
    checkIn.result(session, query.planId, query.day),
  );
};
