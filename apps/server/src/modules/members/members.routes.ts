import type { FastifyInstance } from 'fastify';
import { getMemberInfo } from '@lectern/contracts/members/get-member-info';
import { postUpdateAvatar } from '@lectern/contracts/members/post-update-avatar';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { membersService } from './members.service';

export const registerMembersRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const members = membersService(deps.db);
  registerEndpoint(api, deps.guards, getMemberInfo, ({ session }) => members.memberInfo(session));
  registerEndpoint(api, deps.guards, postUpdateAvatar, ({ session, body }) =>
    members.updateAvatar(session, body.avatarUrl),
  );
};
