import type { TFeature } from '@/lib/feature';

/** Route paths of the credits feature (spec §2 personal centre). */
export const CreditPaths = {
  /** The learner's total credit and history. */
  CREDIT: '/personal/credit',
  /** The tenant's learners by total credit. */
  RANKINGS: '/personal/credit/rankings',
} as const;

/** My credits and the credit ranking, in the shell (docs/decisions/0064). */
export const creditsFeature = {
  translations: ['credits'],
  pages: [
    {
      path: CreditPaths.CREDIT,
      area: 'shell',
      load: () => import('./pages/credit-page').then((module) => module.CreditPage),
    },
    {
      path: CreditPaths.RANKINGS,
      area: 'shell',
      load: () =>
        import('./pages/credit-rankings-page').then((module) => module.CreditRankingsPage),
    },
  ],
} satisfies TFeature;
