import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { Paths } from '@/lib/paths';
import {
  answerSheetLoader,
  lazyPage,
  redirectRoute,
  requireMemberLoader,
  requireMemberTokenLoader,
  rootLoader,
} from './navigation';
import { RouteError } from './route-error';

/**
 * The route tree of spec §2 for the screens that exist so far; every page is its own chunk.
 * Unknown paths, like the root, go to /login.
 *
 * The entry chunk holds only what renders before any of them: the root (session, antd theme and
 * locale, the api client) loads alongside the first page, with a spinner that needs no antd.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    loader: rootLoader,
    lazy: lazyPage(
      () => import('./app-root'),
      (module) => module.AppRoot,
    ),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...redirectRoute(Paths.LOGIN) },
          {
            path: Paths.LOGIN,
            lazy: lazyPage(
              () => import('@/features/auth/pages/login-page'),
              (module) => module.LoginPage,
            ),
          },
          {
            path: Paths.REGISTER,
            lazy: lazyPage(
              () => import('@/features/auth/pages/register-page'),
              (module) => module.RegisterPage,
            ),
          },
          { path: '/appHome/exam', ...redirectRoute(Paths.HOME) },
          {
            loader: requireMemberLoader,
            lazy: lazyPage(
              () => import('./app-shell'),
              (module) => module.AppShell,
            ),
            children: [
              {
                path: Paths.HOME,
                lazy: lazyPage(
                  () => import('@/features/home/pages/home-page'),
                  (module) => module.HomePage,
                ),
              },
              {
                path: Paths.PERSONAL,
                lazy: lazyPage(
                  () => import('@/features/members/pages/personal-page'),
                  (module) => module.PersonalPage,
                ),
              },
              {
                path: Paths.EXAM_LIST,
                lazy: lazyPage(
                  () => import('@/features/exams/pages/exam-list-page'),
                  (module) => module.ExamListPage,
                ),
              },
              {
                path: Paths.USER_EXAM_LIST,
                lazy: lazyPage(
                  () => import('@/features/exams/pages/user-exam-list-page'),
                  (module) => module.UserExamListPage,
                ),
              },
              {
                path: Paths.INMAIL,
                lazy: lazyPage(
                  () => import('@/features/messages/pages/inmail-page'),
                  (module) => module.InmailPage,
                ),
              },
              {
                path: Paths.NOTICES,
                lazy: lazyPage(
                  () => import('@/features/notices/pages/notice-list-page'),
                  (module) => module.NoticeListPage,
                ),
              },
              {
                path: Paths.NOTICE_DETAIL,
                lazy: lazyPage(
                  () => import('@/features/notices/pages/notice-detail-page'),
                  (module) => module.NoticeDetailPage,
                ),
              },
              {
                path: Paths.NEWS,
                lazy: lazyPage(
                  () => import('@/features/news/pages/news-list-page'),
                  (module) => module.NewsListPage,
                ),
              },
              {
                path: Paths.NEWS_DETAIL,
                lazy: lazyPage(
                  () => import('@/features/news/pages/news-detail-page'),
                  (module) => module.NewsDetailPage,
                ),
              },
            ],
          },
          {
            // Exam screens outside the shell (spec §2 top level): a focused screen, members only.
            loader: requireMemberLoader,
            children: [
              {
                path: Paths.EXAM_IN_PROGRESS,
                loader: answerSheetLoader,
                // The loader only starts the sheet's read; the screen reads it once per visit.
                shouldRevalidate: () => false,
                lazy: lazyPage(
                  // The exam works offline once shown: its dialogs and lazy parts load first.
                  () =>
                    import('@/features/exams/pages/exam-answering-page').then(async (module) => {
                      await module.preloadAnsweringChunks();
                      return module;
                    }),
                  (module) => module.ExamAnsweringPage,
                ),
              },
              {
                path: Paths.EXAM_ANSWER,
                lazy: lazyPage(
                  () => import('@/features/exams/pages/answer-page'),
                  (module) => module.AnswerPage,
                ),
              },
              {
                path: Paths.EXAM_PREVIEW,
                lazy: lazyPage(
                  () => import('@/features/exams/pages/exam-preview-page'),
                  (module) => module.ExamPreviewPage,
                ),
              },
              {
                path: Paths.EXAM_FINISH,
                lazy: lazyPage(
                  () => import('@/features/exams/pages/exam-finish-page'),
                  (module) => module.ExamFinishPage,
                ),
              },
              {
                path: Paths.EXAM_RANKINGS,
                lazy: lazyPage(
                  () => import('@/features/exams/pages/exam-rankings-page'),
                  (module) => module.ExamRankingsPage,
                ),
              },
            ],
          },
          {
            // Outside the shell, members only; the supplementary-info check skips it (spec §2).
            path: Paths.CUSTOM_INFO,
            loader: requireMemberTokenLoader,
            lazy: lazyPage(
              () => import('@/features/custom-info/pages/custom-info-page'),
              (module) => module.CustomInfoPage,
            ),
          },
          { path: '*', ...redirectRoute(Paths.LOGIN) },
        ],
      },
    ],
  },
];
