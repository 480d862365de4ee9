import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { getAdminNewMemberTrainProgress } from '@lectern/contracts/new-employee-training/get-admin-new-member-train-progress';
import { getNewMemberTrainClassify } from '@lectern/contracts/new-employee-training/get-new-member-train-classify';
import { getNewMemberTrainDetail } from '@lectern/contracts/new-employee-training/get-new-member-train-detail';
import { getNewMemberTrainList } from '@lectern/contracts/new-employee-training/get-new-member-train-list';
import { postAdminInviteNewMember } from '@lectern/contracts/new-employee-training/post-admin-invite-new-member';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { newEmployeeTrainingRepositories } from './new-employee-training.repository';
import { newEmployeeTrainingService } from './new-employee-training.service';

/**
 * Spec §6: new-employee training is learning management, on the all-in-one edition only (300601),
 * with the learning module on (408), as courses are (docs/decisions/0070).
 */
export const NEW_EMPLOYEE_TRAINING_GATE = {
  module: Module.COURSES,
  editions: {
    allowed: [Edition.ALL_IN_ONE],
    refusal: ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION,
  },
} as const;

/** New-employee training: the classification tree, the learner's programmes, one programme. */
export const registerNewEmployeeTrainingRoutes = (api: FastifyInstance, deps: AppDeps) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, NEW_EMPLOYEE_TRAINING_GATE));
  const training = newEmployeeTrainingService({
    db: deps.db,
    transact: deps.transact,
    repositories: newEmployeeTrainingRepositories,
    learningTasks: deps.learningTasks,
    memberAccounts: deps.memberAccounts,
  });

  registerEndpoint(api, deps.guards, getNewMemberTrainClassify, ({ session }) =>
    training.classifications(session),
  );
  registerEndpoint(api, deps.guards, getNewMemberTrainList, ({ session, query }) =>
    training.list(session, query),
  );
  registerEndpoint(api, deps.guards, getNewMemberTrainDetail, ({ session, query }) =>
    training.detail(session, query.trainId),
  );
  registerEndpoint(api, deps.guards, getAdminNewMemberTrainProgress, ({ session, query }) =>
    training.progress(session, query),
  );
  registerEndpoint(api, deps.guards, postAdminInviteNewMember, ({ session, body }) =>
    training.invite(session, body.trainId, body.userCode),
  );
};
