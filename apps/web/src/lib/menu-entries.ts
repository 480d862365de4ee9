import { createContext, useContext } from 'react';
import type { TMenuEntry } from './feature';

/** The learner menu's entries (spec §2 Menu), given by the shell to the pages inside it. */
export const MenuEntriesContext = createContext<readonly TMenuEntry[]>([]);

export const useMenuEntries = () => useContext(MenuEntriesContext);
