import type { TFeature } from '@/lib/feature';

/** Route paths of the PK feature (docs/decisions/0059: the spec names none). */
export const PkPaths = {
  /** The lobby: quizzes, matching, challenges. */
  LOBBY: '/exam/pk',
  /** The learner's finished matches. */
  HISTORY: '/exam/pk/history',
  /** A match (`?matchId=`): its questions while it runs, its result once it has ended. */
  MATCH: '/pk/match',
} as const;

export const pkMatchPath = (matchId: string) =>
  `${PkPaths.MATCH}?${new URLSearchParams({ matchId })}`;

/** The lobby and history in the shell; the match focused, outside it, like the exam screen. */
export const pkFeature = {
  translations: ['pk', 'questions'],
  pages: [
    {
      path: PkPaths.LOBBY,
      area: 'shell',
      load: () => import('./pages/pk-lobby-page').then((module) => module.PkLobbyPage),
    },
    {
      path: PkPaths.HISTORY,
      area: 'shell',
      load: () => import('./pages/pk-history-page').then((module) => module.PkHistoryPage),
    },
    {
      path: PkPaths.MATCH,
      area: 'member',
      load: () => import('./pages/pk-match-page').then((module) => module.PkMatchPage),
    },
  ],
} satisfies TFeature;
