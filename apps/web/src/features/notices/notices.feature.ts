import type { TFeature } from '@/lib/feature';

/** Route paths of the notices feature (spec §2). */
export const NoticePaths = {
  NOTICES: '/notice',
  NOTICE_DETAIL: '/notice/detail',
} as const;

/** The notices published to the learner: their list and each one's page. */
export const noticesFeature = {
  translations: ['notices'],
  pages: [
    {
      path: NoticePaths.NOTICES,
      area: 'shell',
      load: () => import('./pages/notice-list-page').then((module) => module.NoticeListPage),
    },
    {
      path: NoticePaths.NOTICE_DETAIL,
      area: 'shell',
      load: () => import('./pages/notice-detail-page').then((module) => module.NoticeDetailPage),
    },
  ],
} satisfies TFeature;
