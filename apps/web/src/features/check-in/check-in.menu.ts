import CarryOutOutlined from '@ant-design/icons/es/icons/CarryOutOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { CheckInPaths } from './check-in.feature';

/** The check-in plans, after daily practice. */
export const menuEntries = [
  {
    key: 'check-in',
    path: CheckInPaths.LIST,
    label: 'common:menu.checkIn',
    icon: CarryOutOutlined,
    order: 24.5,
  },
] satisfies TMenuEntry[];
