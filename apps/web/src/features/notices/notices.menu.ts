import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { NoticePaths } from './notices.feature';

export const menuEntries = [
  {
    key: 'notices',
    path: NoticePaths.NOTICES,
    label: 'common:menu.notices',
    icon: NotificationOutlined,
    order: 60,
  },
] satisfies TMenuEntry[];
