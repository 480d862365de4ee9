import Badge from 'antd/es/badge';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';
import '../messages.css';

/** The learner's unread in-mail count, for the menu entry; nothing while there is none. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { data: count = 0 } = useUnreadCount();
  if (count <= 0) return null;
  return (
    <>
      <span aria-hidden="true">
        <Badge className="lectern-unread-badge" count={count} size="small" />
      </span>
      {/* A space between the entry's name and this, so it reads 'Messages 3 unread'. */}{' '}
      <span className="lectern-visually-hidden">{t('messages:unreadCount', { count })}</span>
    </>
  );
}
