import ReadOutlined from '@ant-design/icons/es/icons/ReadOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { NewsPaths } from './news.feature';

export const menuEntries = [
  { key: 'news', path: NewsPaths.NEWS, label: 'common:menu.news', icon: ReadOutlined, order: 70 },
] satisfies TMenuEntry[];
