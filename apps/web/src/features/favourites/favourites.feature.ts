import type { TFeature } from '@/lib/feature';

/** Route paths of the favourites feature (spec §2 personal centre). */
export const FavouritePaths = {
  /** The learner's favourites, by kind: questions, courses and courseware. */
  FAVOURITES: '/personal/favs',
  /** Favourite questions; `?questionId=` opens one with its key and analysis. */
  QUESTIONS: '/personal/favs/question',
} as const;

/**
 * The starred courses and courseware: the courses feature's pages, written out (a feature never
 * imports another).
 */
export const CourseFavouritePaths = {
  COURSES: '/personal/favs/course',
  COURSEWARES: '/personal/favs/courseware',
} as const;

/** My favourites in the shell; the star of every question (decision 0057). */
export const favouritesFeature = {
  translations: ['favourites', 'questions'],
  pages: [
    {
      path: FavouritePaths.FAVOURITES,
      area: 'shell',
      load: () => import('./pages/favourites-page').then((module) => module.FavouritesPage),
    },
    {
      path: FavouritePaths.QUESTIONS,
      area: 'shell',
      load: () =>
        import('./pages/favourite-questions-page').then((module) => module.FavouriteQuestionsPage),
    },
  ],
  questionTool: () => import('./components/favourite-tool').then((module) => module.FavouriteTool),
} satisfies TFeature;
