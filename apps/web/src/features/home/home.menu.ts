import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { Paths } from '@/lib/paths';

export const menuEntries = [
  { key: 'home', path: Paths.HOME, label: 'common:menu.home', icon: HomeOutlined, order: 10 },
] satisfies TMenuEntry[];
