import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { NotePaths } from './notes.feature';

/** Spec §2 menu: my notes, after practice tasks. */
export const menuEntries = [
  {
    key: 'notes',
    path: NotePaths.NOTES,
    label: 'common:menu.notes',
    icon: FormOutlined,
    order: 27,
  },
] satisfies TMenuEntry[];
