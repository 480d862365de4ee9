import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { FavouritePaths } from './favourites.feature';

/** Spec §2 menu: favourites, after my notes. */
export const menuEntries = [
  {
    key: 'favourites',
    path: FavouritePaths.FAVOURITES,
    label: 'common:menu.favourites',
    icon: StarOutlined,
    order: 28,
  },
] satisfies TMenuEntry[];
