import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { DailyPracticePaths } from './daily-practice.feature';

/** Spec §2 menu: daily practice, before the practice tasks. */
export const menuEntries = [
  {
    key: 'daily-practice',
    path: DailyPracticePaths.LIST,
    label: 'common:menu.dailyPractice',
    icon: CalendarOutlined,
    order: 24,
  },
] satisfies TMenuEntry[];
