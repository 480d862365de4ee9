import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import type { TFeaturePage, TPageArea } from '@/lib/feature';
import { Paths } from '@/lib/paths';
import {
  authKeyLoader,
  lazyPage,
  memberReadsLoader,
  redirectRoute,
  requireMemberLoader,
  requireMemberTokenLoader,
} from './navigation';
import { RouteError } from './route-error';
import { layoutModules, pages } from './route-modules';

/** A feature's page as a route: its own chunk, and the reads it starts alongside it. */
const pageRoute = ({ path, load, startReads }: TFeaturePage): RouteObject => ({
  path,
  lazy: lazyPage(load, (Page) => Page),
  ...(startReads && {
    loader: memberReadsLoader(startReads),
    // The loader only starts the reads; the screen reads them once per visit.
    shouldRevalidate: () => false,
  }),
});

const pageRoutesIn = (area: TPageArea) => pages.filter((page) => page.area === area).map(pageRoute);

/**
 * The route tree of spec §2 for the screens that exist so far, from every feature's pages
 * (features.ts); every page is its own chunk. Unknown paths, like the root, go to /login.
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
          ...pageRoutesIn('open'),
          { path: '/appHome/exam', ...redirectRoute(Paths.HOME) },
          {
            loader: requireMemberLoader,
            lazy: lazyPage(layoutModules.shell, (module) => module.AppShell),
            children: pageRoutesIn('shell'),
          },
          {
            // Focused screens outside the shell (spec §2 top level), members only.
            loader: requireMemberLoader,
            children: pageRoutesIn('member'),
          },
          {
            // Outside the shell, members only; the supplementary-info check skips it (spec §2).
            loader: requireMemberTokenLoader,
            children: pageRoutesIn('signed-in'),
          },
          { path: '*', ...redirectRoute(Paths.LOGIN) },
        ],
      },
    ],
  },
];
