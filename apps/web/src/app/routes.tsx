import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { Paths } from '@/lib/paths';
import {
  answerSheetLoader,
  authKeyLoader,
  lazyPage,
  redirectRoute,
  requireMemberLoader,
  requireMemberTokenLoader,
} from './navigation';
import { RouteError } from './route-error';
import {
  examScreenModules,
  layoutModules,
  openPageModules,
  shellPageModules,
} from './route-modules';

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
    loader: authKeyLoader,
    lazy: lazyPage(layoutModules.root, (module) => module.AppRoot),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...redirectRoute(Paths.LOGIN) },
          {
            path: Paths.LOGIN,
            lazy: lazyPage(openPageModules[Paths.LOGIN], (module) => module.LoginPage),
          },
          {
            path: Paths.REGISTER,
            lazy: lazyPage(openPageModules[Paths.REGISTER], (module) => module.RegisterPage),
          },
          { path: '/appHome/exam', ...redirectRoute(Paths.HOME) },
          {
            loader: requireMemberLoader,
            lazy: lazyPage(layoutModules.shell, (module) => module.AppShell),
            children: [
              {
                path: Paths.HOME,
                lazy: lazyPage(shellPageModules[Paths.HOME], (module) => module.HomePage),
              },
              {
                path: Paths.PERSONAL,
                lazy: lazyPage(shellPageModules[Paths.PERSONAL], (module) => module.PersonalPage),
              },
              {
                path: Paths.EXAM_LIST,
                lazy: lazyPage(shellPageModules[Paths.EXAM_LIST], (module) => module.ExamListPage),
              },
              {
                path: Paths.USER_EXAM_LIST,
                lazy: lazyPage(
                  shellPageModules[Paths.USER_EXAM_LIST],
                  (module) => module.UserExamListPage,
                ),
              },
              {
                path: Paths.INMAIL,
                lazy: lazyPage(shellPageModules[Paths.INMAIL], (module) => module.InmailPage),
              },
              {
                path: Paths.NOTICES,
                lazy: lazyPage(shellPageModules[Paths.NOTICES], (module) => module.NoticeListPage),
              },
              {
                path: Paths.NOTICE_DETAIL,
                lazy: lazyPage(
                  shellPageModules[Paths.NOTICE_DETAIL],
                  (module) => module.NoticeDetailPage,
                ),
              },
              {
                path: Paths.NEWS,
                lazy: lazyPage(shellPageModules[Paths.NEWS], (module) => module.NewsListPage),
              },
              {
                path: Paths.NEWS_DETAIL,
                lazy: lazyPage(
                  shellPageModules[Paths.NEWS_DETAIL],
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
                  examScreenModules[Paths.EXAM_IN_PROGRESS],
                  (module) => module.ExamAnsweringPage,
                ),
              },
              {
                path: Paths.EXAM_ANSWER,
                lazy: lazyPage(examScreenModules[Paths.EXAM_ANSWER], (module) => module.AnswerPage),
              },
              {
                path: Paths.EXAM_PREVIEW,
                lazy: lazyPage(
                  examScreenModules[Paths.EXAM_PREVIEW],
                  (module) => module.ExamPreviewPage,
                ),
              },
              {
                path: Paths.EXAM_FINISH,
                lazy: lazyPage(
                  examScreenModules[Paths.EXAM_FINISH],
                  (module) => module.ExamFinishPage,
                ),
              },
              {
                path: Paths.EXAM_RANKINGS,
                lazy: lazyPage(
                  examScreenModules[Paths.EXAM_RANKINGS],
                  (module) => module.ExamRankingsPage,
                ),
              },
            ],
          },
          {
            // Outside the shell, members only; the supplementary-info check skips it (spec §2).
            path: Paths.CUSTOM_INFO,
            loader: requireMemberTokenLoader,
            lazy: lazyPage(openPageModules[Paths.CUSTOM_INFO], (module) => module.CustomInfoPage),
          },
          { path: '*', ...redirectRoute(Paths.LOGIN) },
        ],
      },
    ],
  },
];
