import type { FastifyInstance } from 'fastify';
import { getDevelopmentMap } from '@lectern/contracts/learning-maps/get-development-map';
import { getLearningMapClassify } from '@lectern/contracts/learning-maps/get-learning-map-classify';
import { getLearningMapDetail } from '@lectern/contracts/learning-maps/get-learning-map-detail';
import { getLearningMapList } from '@lectern/contracts/learning-maps/get-learning-map-list';
import { getMenteeMapDetail } from '@lectern/contracts/learning-maps/get-mentee-map-detail';
import { getMenteeMaps } from '@lectern/contracts/learning-maps/get-mentee-maps';
import { getMapMentees } from '@lectern/contracts/learning-maps/get-map-mentees';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { LEARNING_GATE } from './learning-map-gate';
import { learningMapsRepositories } from './learning-maps.repository';
import { learningMapsCore, learningMapsService, menteeMapsService } from './learning-maps.service';

/** Learning maps, the development map and a mentor's view of a mentee's maps. */
export const registerLearningMapsRoutes = (api: FastifyInstance, deps: AppDeps) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, LEARNING_GATE));
  const core = learningMapsCore({
    db: deps.db,
    transact: deps.transact,
    repositories: learningMapsRepositories,
    learningTasks: deps.learningTasks,
  });
  const maps = learningMapsService(core);
  const mentees = menteeMapsService(core, deps.db, deps.mentorships);

  registerEndpoint(api, deps.guards, getLearningMapClassify, ({ session }) =>
    maps.classifications(session),
  );
  registerEndpoint(api, deps.guards, getLearningMapList, ({ session, query }) =>
    maps.list(session, query),
  );
  registerEndpoint(api, deps.guards, getLearningMapDetail, ({ session, query }) =>
    maps.detail(session, query.mapId),
  );
  registerEndpoint(api, deps.guards, getDevelopmentMap, ({ session }) => maps.development(session));
  registerEndpoint(api, deps.guards, getMapMentees, ({ session }) => mentees.mentees(session));
  registerEndpoint(api, deps.guards, getMenteeMaps, ({ session, query }) =>
    mentees.list(session, query.memberId),
  );
  registerEndpoint(api, deps.guards, getMenteeMapDetail, ({ session, query }) =>
    mentees.detail(session, query.memberId, query.mapId),
  );
};
