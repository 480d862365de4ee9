import type { TFeaturePage, TPageArea } from '@/lib/feature';
import { withTranslations } from '@/lib/translations';
import { features } from './features';

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

/** Every feature's pages, each loading its feature's translations alongside its code. */
export const pages: readonly TFeaturePage[] = features.flatMap((feature) =>
  feature.pages.map((page) => ({
    ...page,
    load: withTranslations(feature.translations, page.load),
  })),
);

const pageModulesIn = (...areas: TPageArea[]): Record<string, TFeaturePage['load']> =>
  Object.fromEntries(
    pages.filter((page) => areas.includes(page.area)).map((page) => [page.path, page.load]),
  );

/** The pages shown inside the shell, by route path (spec §2). */
export const shellPageModules = pageModulesIn('shell');

/** The focused member screens, outside the shell (spec §2). */
export const memberScreenModules = pageModulesIn('member');

/** The pages outside the shell that need no member check of their own. */
export const openPageModules = pageModulesIn('open', 'signed-in');

/** The reads each page starts alongside its code, by route path. */
export const pageReads: Record<
  string,
  NonNullable<TFeaturePage['startReads']>
> = Object.fromEntries(
  pages.flatMap((page) => (page.startReads ? [[page.path, page.startReads]] : [])),
);
