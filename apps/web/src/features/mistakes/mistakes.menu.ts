import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { MistakesPaths } from './mistakes.feature';

/** Spec §2 menu: the mistake sets, after practice. */
export const menuEntries = [
  {
    key: 'mistakes',
    path: MistakesPaths.SETS,
    label: 'common:menu.mistakes',
    icon: BookOutlined,
    order: 26,
  },
] satisfies TMenuEntry[];
