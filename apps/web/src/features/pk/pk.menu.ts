import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { PkPaths } from './pk.feature';

/** PK quizzes, after practice tasks. */
export const menuEntries = [
  {
    key: 'pk',
    path: PkPaths.LOBBY,
    label: 'common:menu.pk',
    icon: ThunderboltOutlined,
    order: 26,
  },
] satisfies TMenuEntry[];
