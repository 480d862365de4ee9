import { preloadFeedback } from '@/lib/feedback';
import { Paths } from '@/lib/paths';
import { withTranslations } from '@/lib/translations';

/**
 * The code of every layout and page of the route tree (routes.tsx), each its own chunk. The router
 * loads one when its route is visited; the entry chunk starts the first screen's at once, before
 * React and the router have loaded (app/first-screen.ts, docs/decisions/0034). Both go through
 * these functions, so the browser fetches each chunk once. A page's translations load alongside
 * its code (lib/translations.ts): the shell's came with the app's start.
 */
export const layoutModules = {
  root: () => import('./app-root'),
  /** The frame (menu, header) of the member pages inside the shell, with the menu's unread badge. */
  shell: withTranslations(['messages'], () => import('./app-shell')),
  /** The supplementary-info check of every member route (app/navigation.ts). */
  memberCheck: () => import('@/features/custom-info/api/get-prev-login-info'),
};

/** The pages shown inside the shell, by route path (spec §2). */
export const shellPageModules = {
  [Paths.HOME]: withTranslations(['home'], () => import('@/features/home/pages/home-page')),
  // The personal centre shows the supplementary info too.
  [Paths.PERSONAL]: withTranslations(
    ['members', 'custom-info'],
    () => import('@/features/members/pages/personal-page'),
  ),
  [Paths.EXAM_LIST]: withTranslations(
    ['exams'],
    () => import('@/features/exams/pages/exam-list-page'),
  ),
  [Paths.USER_EXAM_LIST]: withTranslations(
    ['exams'],
    () => import('@/features/exams/pages/user-exam-list-page'),
  ),
  [Paths.INMAIL]: withTranslations(
    ['messages'],
    () => import('@/features/messages/pages/inmail-page'),
  ),
  [Paths.NOTICES]: withTranslations(
    ['notices'],
    () => import('@/features/notices/pages/notice-list-page'),
  ),
  [Paths.NOTICE_DETAIL]: withTranslations(
    ['notices'],
    () => import('@/features/notices/pages/notice-detail-page'),
  ),
  [Paths.NEWS]: withTranslations(['news'], () => import('@/features/news/pages/news-list-page')),
  [Paths.NEWS_DETAIL]: withTranslations(
    ['news'],
    () => import('@/features/news/pages/news-detail-page'),
  ),
};

/** The focused exam screens, outside the shell, members only (spec §2). */
export const examScreenModules = {
  [Paths.EXAM_IN_PROGRESS]: withTranslations(['exams'], async () => {
    // The exam works offline once shown: its dialogs and lazy parts load first (decision 0028),
    // the dialogs alongside the page (0034).
    const [module] = await Promise.all([
      import('@/features/exams/pages/exam-answering-page'),
      preloadFeedback(),
    ]);
    await module.preloadAnsweringChunks();
    return module;
  }),
  [Paths.EXAM_ANSWER]: withTranslations(
    ['exams'],
    () => import('@/features/exams/pages/answer-page'),
  ),
  [Paths.EXAM_PREVIEW]: withTranslations(
    ['exams'],
    () => import('@/features/exams/pages/exam-preview-page'),
  ),
  [Paths.EXAM_FINISH]: withTranslations(
    ['exams'],
    () => import('@/features/exams/pages/exam-finish-page'),
  ),
  [Paths.EXAM_RANKINGS]: withTranslations(
    ['exams'],
    () => import('@/features/exams/pages/exam-rankings-page'),
  ),
};

/** The pages outside the shell that need no member check of their own. */
export const openPageModules = {
  [Paths.LOGIN]: withTranslations(['auth'], () => import('@/features/auth/pages/login-page')),
  [Paths.REGISTER]: withTranslations(['auth'], () => import('@/features/auth/pages/register-page')),
  /** Members only, but the supplementary-info check skips it (spec §2). */
  [Paths.CUSTOM_INFO]: withTranslations(
    ['custom-info'],
    () => import('@/features/custom-info/pages/custom-info-page'),
  ),
};
