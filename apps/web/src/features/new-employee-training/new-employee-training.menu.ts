import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { NewEmployeeTrainingPaths } from './new-employee-training.feature';

/** Spec §2 menu: new-employee training after course learning. */
export const menuEntries = [
  {
    key: 'newEmployeeTraining',
    path: NewEmployeeTrainingPaths.PROGRAMMES,
    label: 'common:menu.newEmployeeTraining',
    icon: SolutionOutlined,
    order: 22.7,
  },
] satisfies TMenuEntry[];
