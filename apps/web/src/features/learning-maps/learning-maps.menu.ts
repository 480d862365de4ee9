import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import RiseOutlined from '@ant-design/icons/es/icons/RiseOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { LearningMapPaths } from './learning-maps.feature';

/** Spec §2 'Maps and training': the learning maps and the development map after courses. */
export const menuEntries = [
  {
    key: 'learningMaps',
    path: LearningMapPaths.MAPS,
    label: 'common:menu.learningMaps',
    icon: ApartmentOutlined,
    order: 22.5,
  },
  {
    key: 'developmentMap',
    path: LearningMapPaths.DEVELOPMENT,
    label: 'common:menu.developmentMap',
    icon: RiseOutlined,
    order: 22.6,
  },
] satisfies TMenuEntry[];
