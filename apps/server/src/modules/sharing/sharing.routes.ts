import type { FastifyInstance } from 'fastify';
import { getInviteCode } from '@lectern/contracts/sharing/get-invite-code';
import { getInviteRegistrations } from '@lectern/contracts/sharing/get-invite-registrations';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { sharingRepositories } from './sharing.repository';
import { sharingService } from './sharing.service';

/** Sharing: the learner's invitation code and the members who registered with it. */
export const registerSharingRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const sharing = sharingService({
    db: deps.db,
    transact: deps.transact,
    repositories: sharingRepositories,
  });
  registerEndpoint(api, deps.guards, getInviteCode, ({ session }) => sharing.inviteCode(session));
  registerEndpoint(api, deps.guards, getInviteRegistrations, ({ session, query }) =>
    sharing.registrations(session, query),
  );
};
