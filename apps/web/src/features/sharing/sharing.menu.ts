import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import UsergroupAddOutlined from '@ant-design/icons/es/icons/UsergroupAddOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { SharingPaths } from './sharing.feature';

/** Spec §2 menu: the invite code, in the personal centre's part of the menu. */
export const menuEntries = [
  {
    key: 'invite-code',
    path: SharingPaths.INVITE_CODE,
    label: 'common:menu.inviteCode',
    icon: UsergroupAddOutlined,
    order: 48.5,
  },
  {
    key: 'share-knowledge',
    path: SharingPaths.SHARE_KNOWLEDGE,
    label: 'common:menu.shareKnowledge',
    icon: ShareAltOutlined,
    order: 49,
  },
] satisfies TMenuEntry[];
