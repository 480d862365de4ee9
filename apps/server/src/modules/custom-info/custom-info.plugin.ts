import { getCustomInfo } from '@lectern/contracts/common/get-custom-info';
import { getOrganisationTree } from '@lectern/contracts/custom-info/get-organisation-tree';
import { getPrevLoginInfo } from '@lectern/contracts/custom-info/get-prev-login-info';
import { postSaveCustomInfo } from '@lectern/contracts/custom-info/post-save-custom-info';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { customInfoRepositories } from './custom-info.repository';
import { customInfoService } from './custom-info.service';

export const customInfoPlugin: FeaturePlugin = (api, deps) => {
  const customInfo = customInfoService({
    db: deps.db,
    transact: deps.transact,
    repositories: customInfoRepositories(deps.memberOrganisations),
  });
  registerEndpoint(api, deps.guards, getPrevLoginInfo, ({ session }) =>
    customInfo.needsInfo(session),
  );
  registerEndpoint(api, deps.guards, getCustomInfo, ({ session }) => customInfo.form(session));
  registerEndpoint(api, deps.guards, getOrganisationTree, ({ session }) =>
    customInfo.organisationTree(session),
  );
  registerEndpoint(api, deps.guards, postSaveCustomInfo, ({ session, body }) =>
    customInfo.save(session, body),
  );
};
