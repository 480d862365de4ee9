import type { TMenuEntry } from '@/lib/feature';

/**
 * Every feature's menu entries (features/<feature>/<feature>.menu.ts), found by their file name.
 * They are not in the registry (features.ts) because their icons need React and antd, which the
 * entry chunk does without; imported here, they load with the shell, in its own chunk.
 */
const menus = import.meta.glob<readonly TMenuEntry[]>('../features/*/*.menu.ts', {
  eager: true,
  import: 'menuEntries',
});

/** The learner menu (spec §2 Menu), in the menu's order. */
export const menuEntries: readonly TMenuEntry[] = Object.values(menus)
  .flat()
  .sort((first, second) => first.order - second.order);
