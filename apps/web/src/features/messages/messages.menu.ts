import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { UnreadBadge } from './components/unread-badge';
import { MessagePaths } from './messages.feature';

export const menuEntries = [
  {
    key: 'messages',
    path: MessagePaths.INMAIL,
    label: 'common:menu.messages',
    icon: MailOutlined,
    badge: UnreadBadge,
    order: 50,
  },
] satisfies TMenuEntry[];
