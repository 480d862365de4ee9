import type { TFeature } from '@/lib/feature';

/** Route paths of the mistakes feature (spec §2 'Mistakes'). */
export const MistakesPaths = {
  /** The learner's mistake sets by source, the settings and clear all. */
  SETS: '/mistakes',
  /** The questions of one set (query: sourceType, sourceId). */
  LIST: '/mistakes/list',
  /** Practising one set (query: sourceType, sourceId). */
  PROCESSING: '/mistakes/processing',
} as const;

/** The sets and a set's questions in the shell; practising a set focused, outside it. */
export const mistakesFeature = {
  translations: ['mistakes', 'questions'],
  pages: [
    {
      path: MistakesPaths.SETS,
      area: 'shell',
      load: () => import('./pages/mistakes-page').then((module) => module.MistakesPage),
    },
    {
      path: MistakesPaths.LIST,
      area: 'shell',
      load: () => import('./pages/mistake-list-page').then((module) => module.MistakeListPage),
    },
    {
      path: MistakesPaths.PROCESSING,
      area: 'member',
      load: () =>
        import('./pages/mistake-processing-page').then((module) => module.MistakeProcessingPage),
    },
  ],
} satisfies TFeature;
