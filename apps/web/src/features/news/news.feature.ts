import type { TFeature } from '@/lib/feature';

/** Route paths of the news feature (spec §2). */
export const NewsPaths = {
  NEWS: '/news',
  NEWS_DETAIL: '/news/detail',
} as const;

/** The news published to the learner: their list and each one's page. */
export const newsFeature = {
  translations: ['news'],
  pages: [
    {
      path: NewsPaths.NEWS,
      area: 'shell',
      load: () => import('./pages/news-list-page').then((module) => module.NewsListPage),
    },
    {
      path: NewsPaths.NEWS_DETAIL,
      area: 'shell',
      load: () => import('./pages/news-detail-page').then((module) => module.NewsDetailPage),
    },
  ],
} satisfies TFeature;
