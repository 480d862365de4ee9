import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { MemberPaths } from './members.feature';

export const menuEntries = [
  {
    key: 'personal',
    path: MemberPaths.PERSONAL,
    label: 'common:menu.personal',
    icon: UserOutlined,
    order: 30,
  },
] satisfies TMenuEntry[];
