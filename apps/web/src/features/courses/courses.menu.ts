import FieldTimeOutlined from '@ant-design/icons/es/icons/FieldTimeOutlined';
import PlaySquareOutlined from '@ant-design/icons/es/icons/PlaySquareOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { CoursePaths } from './courses.feature';

/** Spec §2 menu: course learning after the learner's exams, the learning record after favourites. */
export const menuEntries = [
  {
    key: 'courses',
    path: CoursePaths.COURSES,
    label: 'common:menu.courses',
    icon: PlaySquareOutlined,
    order: 22,
  },
  {
    key: 'learnRecord',
    path: CoursePaths.LEARN_RECORD,
    label: 'common:menu.learnRecord',
    icon: FieldTimeOutlined,
    order: 29,
  },
] satisfies TMenuEntry[];
