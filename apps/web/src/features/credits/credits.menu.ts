import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { CreditPaths } from './credits.feature';

/** Spec §2 menu: my credits, after my certificates. */
export const menuEntries = [
  {
    key: 'credits',
    path: CreditPaths.CREDIT,
    label: 'common:menu.credits',
    icon: AccountBookOutlined,
    order: 47,
  },
] satisfies TMenuEntry[];
