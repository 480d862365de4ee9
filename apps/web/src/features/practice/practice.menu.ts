import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { PracticePaths } from './practice.feature';

/** Spec §2 menu: practice tasks, after the learner's exams. */
export const menuEntries = [
  {
    key: 'practice',
    path: PracticePaths.TASK_LIST,
    label: 'common:menu.practice',
    icon: EditOutlined,
    order: 25,
  },
] satisfies TMenuEntry[];
