import { getNoticeDetail } from '@lectern/contracts/notices/get-notice-detail';
import { getNoticeList } from '@lectern/contracts/notices/get-notice-list';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { noticesService } from './notices.service';

export const noticesPlugin: FeaturePlugin = (api, deps) => {
  const notices = noticesService(deps.db);
  registerEndpoint(api, deps.guards, getNoticeList, ({ session, query }) =>
    notices.list(session, query),
  );
  registerEndpoint(api, deps.guards, getNoticeDetail, ({ session, query }) =>
    notices.detail(session, query.noticeId),
  );
};
