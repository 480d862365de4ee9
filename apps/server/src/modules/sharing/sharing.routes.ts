import type { FastifyInstance } from 'fastify';
import { getInviteCode } from '@lectern/contracts/sharing/get-invite-code';
import { getInviteRegistrations } from '@lectern/contracts/sharing/get-invite-registrations';
import { getMyShares } from '@lectern/contracts/sharing/get-my-shares';
import { getSharedPreview } from '@lectern/contracts/sharing/get-shared-preview';
import { postShareLink } from '@lectern/contracts/sharing/post-share-link';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { sharingRepositories } from './sharing.repository';
import { sharingService } from './sharing.service';
import { shareLinksService } from './share-links.service';

/** Sharing: the learner's invitation code, who registered with it, and share links. */
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
  const links = shareLinksService({
    db: deps.db,
    transact: deps.transact,
    repositories: sharingRepositories,
    shareables: deps.shareables,
  });
  registerEndpoint(api, deps.guards, postShareLink, ({ session, body }) =>
    links.create(session, body),
  );
  registerEndpoint(api, deps.guards, getMyShares, ({ session, query }) =>
    links.mine(session, query),
  );
  registerEndpoint(api, deps.guards, getSharedPreview, ({ session, query }) =>
    links.preview(session, query.token),
  );
};
