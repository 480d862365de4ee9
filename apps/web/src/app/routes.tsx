import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { Paths } from '@/lib/paths';
import { AppRoot } from './app-root';
import { authKeyLoader, lazyPage, redirectRoute, requireMemberLoader } from './navigation';
import { RouteError } from './route-error';

/**
 * The route tree of spec §2 for the screens that exist so far; every page is its own chunk.
 * Unknown paths, like the root, go to /login.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    loader: authKeyLoader,
    element: <AppRoot />,
    hydrateFallbackElement: <PageLoading />,
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
            ],
          },
          { path: '*', ...redirectRoute(Paths.LOGIN) },
        ],
      },
    ],
  },
];
