import { createContext, type ComponentType } from 'react';
import type { TShareToolProps } from '@/lib/feature';

/**
 * The share button a feature lends (sharing's), which the app provides from its registry
 * (app/question-tools.ts): a course, a note or a question shows it without importing sharing.
 */
export const ShareToolContext = createContext<readonly ComponentType<TShareToolProps>[]>([]);
