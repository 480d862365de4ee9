import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { getHomeworkDetail } from '@lectern/contracts/offline-training/get-homework-detail';
import { getHomeworkGradeDetail } from '@lectern/contracts/offline-training/get-homework-grade-detail';
import { getHomeworkResults } from '@lectern/contracts/offline-training/get-homework-results';
import { getOfflineClassDetail } from '@lectern/contracts/offline-training/get-offline-class-detail';
import { getOfflineClassList } from '@lectern/contracts/offline-training/get-offline-class-list';
import { getOfflineSessionDetail } from '@lectern/contracts/offline-training/get-offline-session-detail';
import { getTeamHomework } from '@lectern/contracts/offline-training/get-team-homework';
import { getTeamMembers } from '@lectern/contracts/offline-training/get-team-members';
import { postAttendanceCode } from '@lectern/contracts/offline-training/post-attendance-code';
import { postAttendanceScan } from '@lectern/contracts/offline-training/post-attendance-scan';
import { postGradeHomework } from '@lectern/contracts/offline-training/post-grade-homework';
import { postSubmitHomework } from '@lectern/contracts/offline-training/post-submit-homework';
import type { AppDeps } from '../../platform/app-deps';
import { moduleGuard } from '../../platform/features/module-guard';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { offlineTrainingRepositories } from './offline-training.repository';
import { offlineTrainingService } from './offline-training.service';

/**
 * Offline classes are learning management (spec §6): the all-in-one edition (300601) with the
 * learning module on (408), as courses.
 */
export const OFFLINE_TRAINING_GATE = {
  module: Module.COURSES,
  editions: {
    allowed: [Edition.ALL_IN_ONE],
    refusal: ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION,
  },
} as const;

export const registerOfflineTrainingRoutes = (api: FastifyInstance, deps: AppDeps) => {
  api.addHook('preHandler', moduleGuard(deps.tenantFeatures, OFFLINE_TRAINING_GATE));
  const offline = offlineTrainingService({
    db: deps.db,
    transact: deps.transact,
    repositories: offlineTrainingRepositories,
    mentorships: deps.mentorships,
  });

  registerEndpoint(api, deps.guards, getOfflineClassList, ({ session }) => offline.list(session));
  registerEndpoint(api, deps.guards, getOfflineClassDetail, ({ session, query }) =>
    offline.detail(session, query.classId),
  );
  registerEndpoint(api, deps.guards, getOfflineSessionDetail, ({ session, query }) =>
    offline.sessionDetail(session, query.sessionId),
  );
  registerEndpoint(api, deps.guards, postAttendanceCode, ({ session, body }) =>
    offline.drawCode(session, body.sessionId, body.kind),
  );
  registerEndpoint(api, deps.guards, postAttendanceScan, ({ session, body }) =>
    offline.scan(session, body.code),
  );
  registerEndpoint(api, deps.guards, getHomeworkDetail, ({ session, query }) =>
    offline.homeworkDetail(session, query.homeworkId),
  );
  registerEndpoint(api, deps.guards, postSubmitHomework, ({ session, body }) =>
    offline.submit(session, body),
  );
  registerEndpoint(api, deps.guards, getHomeworkResults, ({ session, query }) =>
    offline.results(session, query),
  );
  registerEndpoint(api, deps.guards, getHomeworkGradeDetail, ({ session, query }) =>
    offline.gradeDetail(session, query.submissionId),
  );
  registerEndpoint(api, deps.guards, getTeamMembers, ({ session }) => offline.team(session));
  registerEndpoint(api, deps.guards, getTeamHomework, ({ session, query }) =>
    offline.teamHomework(session, query),
  );
  registerEndpoint(api, deps.guards, postGradeHomework, ({ session, body }) =>
    offline.grade(session, body),
  );
};
