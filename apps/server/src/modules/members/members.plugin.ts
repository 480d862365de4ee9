import { getMemberInfo } from '@lectern/contracts/members/get-member-info';
import { postSendPasswordCode } from '@lectern/contracts/members/post-send-password-code';
import { postUpdateAvatar } from '@lectern/contracts/members/post-update-avatar';
import { postUpdatePassword } from '@lectern/contracts/members/post-update-password';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { membersRepositories } from './members.repository';
import { membersService } from './members.service';

export const membersPlugin: FeaturePlugin = (api, deps) => {
  const members = membersService({ ...deps, repositories: membersRepositories });
  registerEndpoint(api, deps.guards, getMemberInfo, ({ session }) => members.memberInfo(session));
  registerEndpoint(api, deps.guards, postUpdateAvatar, ({ session, body }) =>
    members.updateAvatar(session, body.avatarUrl),
  );
  registerEndpoint(api, deps.guards, postSendPasswordCode, ({ session, request }) =>
    members.sendPasswordCode(session, request.ip),
  );
  registerEndpoint(api, deps.guards, postUpdatePassword, ({ session, body, request }) =>
    members.updatePassword(session, body, request.ip),
  );
};
