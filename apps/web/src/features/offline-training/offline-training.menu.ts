import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { OfflinePaths } from './offline-training.feature';

/** Spec §2 menu: offline training after course learning; the mentor's team in the personal part. */
export const menuEntries = [
  {
    key: 'offlineTraining',
    path: OfflinePaths.CLASSES,
    label: 'common:menu.offlineTraining',
    icon: ScheduleOutlined,
    order: 22.8,
  },
  {
    key: 'team',
    path: OfflinePaths.TEAM,
    label: 'common:menu.team',
    icon: TeamOutlined,
    order: 31,
  },
] satisfies TMenuEntry[];
