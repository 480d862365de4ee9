import { getNoticeDetail } from '@lectern/contracts/notices/get-notice-detail';
import { getNoticeList } from '@lectern/contracts/notices/get-notice-list';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { noticesRepositories } from './notices.repository';
import { noticesService } from './notices.service';

export const noticesPlugin: FeaturePlugin = (api, deps) => {
  const notices = noticesService({
    db: deps.db,
    transact: deps.transact,
    repositories: noticesRepositories,
  });
  registerEndpoint(api, deps.guards, getNoticeList, ({ session, query }) =>
    notices.list(session, query),
  );
  registerEndpoint(api, deps.guards, getNoticeDetail, ({ session, query }) =>
    notices.detail(session, query.noticeId),
  );
};
