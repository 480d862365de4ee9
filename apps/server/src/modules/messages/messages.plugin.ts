import { postAdminAnnounce } from '@lectern/contracts/messages/post-admin-announce';
import { getInmailList } from '@lectern/contracts/messages/get-inmail-list';
import { getUnreadCount } from '@lectern/contracts/messages/get-unread-count';
import { postReadAllInmail } from '@lectern/contracts/messages/post-read-all-inmail';
import { postReadInmail } from '@lectern/contracts/messages/post-read-inmail';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { messagesRepositories } from './messages.repository';
import { messagesService } from './messages.service';

export const messagesPlugin: FeaturePlugin = (api, deps) => {
  const messages = messagesService({
    db: deps.db,
    transact: deps.transact,
    repositories: messagesRepositories,
    realtime: deps.realtime,
  });
  registerEndpoint(api, deps.guards, getInmailList, ({ session, query }) =>
    messages.list(session, query),
  );
  registerEndpoint(api, deps.guards, getUnreadCount, ({ session }) =>
    messages.unreadCount(session),
  );
  registerEndpoint(api, deps.guards, postReadInmail, ({ session, body }) =>
    messages.markRead(session, body.messageId),
  );
  registerEndpoint(api, deps.guards, postReadAllInmail, ({ session }) =>
    messages.markAllRead(session),
  );
  registerEndpoint(api, deps.guards, postAdminAnnounce, ({ session, body }) =>
    messages.announce(session, body.text),
  );
};
