import { getCreateOn } from '@lectern/contracts/tenants/get-create-on';
import { getFactoryInfo } from '@lectern/contracts/tenants/get-factory-info';
import { getUserVer } from '@lectern/contracts/tenants/get-user-ver';
import { postQuestionTypes } from '@lectern/contracts/tenants/post-question-types';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { tenantsRepositories } from './tenants.repository';
import { tenantsService } from './tenants.service';

export const tenantsPlugin: FeaturePlugin = (api, deps) => {
  const tenants = tenantsService({
    db: deps.db,
    transact: deps.transact,
    repositories: tenantsRepositories,
  });
  registerEndpoint(api, deps.guards, getCreateOn, ({ query }) =>
    tenants.createOn(query.factoryCode),
  );
  registerEndpoint(api, deps.guards, getFactoryInfo, ({ query }) =>
    tenants.factoryInfo(query.factoryCode),
  );
  registerEndpoint(api, deps.guards, getUserVer, ({ query }) =>
    tenants.userVersion(query.factoryCode),
  );
  registerEndpoint(api, deps.guards, postQuestionTypes, ({ body }) =>
    tenants.questionTypes(body.factoryCode),
  );
};
