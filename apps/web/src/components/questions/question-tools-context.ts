import { createContext, type ComponentType } from 'react';
import type { TQuestionToolProps } from '@/lib/feature';

/**
 * The features' question tools (a note, a star), which the app provides from its registry
 * (app/question-tools.ts): a screen with questions shows them without importing those features.
 * On its own, so the app root carries no tool's code.
 */
export const QuestionToolsContext = createContext<readonly ComponentType<TQuestionToolProps>[]>([]);
