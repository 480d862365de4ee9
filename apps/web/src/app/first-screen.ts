import { startEarlyRead } from '@/lib/early-read';
import { Paths, routeLocation } from '@/lib/paths';
import { memberToken, storedFactoryCode } from '@/lib/storage';
import {
  layoutModules,
  memberScreenModules,
  openPageModules,
  pageReads,
  shellPageModules,
} from './route-modules';

/**
 * The API paths of the reads a first screen waits for. The contracts (and zod) are not loaded this
 * early, so they are written out here; first-screen.test.ts holds them equal to the contracts'.
 */
export const EarlyReadPath = {
  /** GET /login/getFactoryInfo: the root shows no page before it (app/use-app-session.ts). */
  FACTORY_INFO: '/login/getFactoryInfo',
  /** GET /login/userVer and /mine/memberInfo: in the session, so in by the first render. */
  USER_VERSION: '/login/userVer',
  MEMBER_INFO: '/mine/memberInfo',
  /** The supplementary-info check every member route waits for (app/navigation.ts). */
  SUPPLEMENTARY_CHECK: '/login/user/prev/login/info',
} as const;

/** What `modules` holds for `path`, if anything (never what an object inherits). */
const at = <T>(modules: Record<string, T>, path: string): T | undefined =>
  Object.hasOwn(modules, path) ? modules[path] : undefined;

/**
 * Run by the entry chunk before anything else has loaded: starts the code of the screen the
 * address opens (its layout and page) and the reads it waits for, so they travel alongside
 * React, the router and the root instead of after them (docs/decisions/0034). The router and the
 * api client take both up as their own; this decides nothing (no redirect, no check).
 */
export function startFirstScreen(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
) {
  const { pathname, search } = routeLocation(location);
  const query = new URLSearchParams(search);
  const shellPage = at(shellPageModules, pathname);
  const memberScreen = at(memberScreenModules, pathname);
  const openPage = at(openPageModules, pathname) ?? openPageModules[Paths.LOGIN];
  const withAuthKey = query.has('auth_key');
  const signedIn = !!memberToken.get() || withAuthKey;
  // With an auth_key the app signs in as someone else first: no member read is started for it.
  const member = (!!shellPage || !!memberScreen) && signedIn && !withAuthKey;

  // The reads first: over HTTP/1.1 the browser sends six requests at a time, in the order asked.
  const factoryCode = query.get('factoryCode')?.trim() || storedFactoryCode.get();
  if (factoryCode) {
    startEarlyRead(EarlyReadPath.FACTORY_INFO, { factoryCode });
    startEarlyRead(EarlyReadPath.USER_VERSION, { factoryCode });
  }
  // The page's own reads (the answering screen's sheet).
  if (member) at(pageReads, pathname)?.(query);
  if (member) {
    startEarlyRead(EarlyReadPath.SUPPLEMENTARY_CHECK, {});
    startEarlyRead(EarlyReadPath.MEMBER_INFO, {});
  }

  const loading: Promise<unknown>[] = [];
  if (member) loading.push(layoutModules.memberCheck());
  if (shellPage && signedIn) loading.push(layoutModules.shell(), shellPage());
  else if (memberScreen && signedIn) loading.push(memberScreen());
  // The root, unknown paths and member pages without a session all go to /login (routes.tsx).
  else if (openPage) loading.push(openPage());
  // A chunk that fails here is asked for again by the router, which handles the failure.
  loading.forEach((chunk) => chunk.catch(() => undefined));
}
