import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentRoute, customInfoPath, loginPath } from '@/lib/paths';
import { memberToken, storedFactoryCode } from '@/lib/storage';
import { layoutModules } from './route-modules';

/** Spec §2: a page whose code fails to load is tried again before the error shows. */
export const PAGE_LOAD_RETRIES = 2;
/** Spec §9 dynamic resource loading: retries 100 ms apart. */
export const PAGE_LOAD_RETRY_DELAY_MS = 100;

const wait = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

export async function withRetries<T>(
  load: () => Promise<T>,
  retries = PAGE_LOAD_RETRIES,
  delay = PAGE_LOAD_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delay);
    }
  }
}

/** A route's `lazy`: loads the page's chunk (with retries) and picks its component. */
export const lazyPage =
  <TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) =>
  async () => ({ Component: pick(await withRetries(load)) });

const routeOf = (request: Request) => currentRoute(new URL(request.url));

/**
 * Spec §2 auth_key: on every navigation an auth_key in the query becomes the member token, and
 * the app moves to the same route without it.
 */
export function authKeyLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const authKey = url.searchParams.get('auth_key');
  if (!authKey) return null;
  memberToken.set(authKey);
  url.searchParams.delete('auth_key');
  return redirect(currentRoute(url));
}

/** Member routes need a token; without one the learner signs in and comes back (spec §2). */
export function requireMemberTokenLoader({ request }: LoaderFunctionArgs) {
  if (memberToken.get()) return null;
  const query = new URL(request.url).searchParams;
  return redirect(
    loginPath({
      url: routeOf(request),
      factoryCode: query.get('factoryCode') ?? storedFactoryCode.get(),
    }),
  );
}

/**
 * Member routes other than the custom-info page: a signed-in member who still has to supply the
 * supplementary info goes to /custom first and comes back after saving (spec §2 navigation rules).
 */
export async function requireMemberLoader(args: LoaderFunctionArgs) {
  const signIn = requireMemberTokenLoader(args);
  if (signIn) return signIn;
  // The check needs the api client; it loads with the first member page, not in the entry chunk.
  const { supplementaryInfoNeeded } = await withRetries(layoutModules.memberCheck);
  if (!(await supplementaryInfoNeeded())) return null;
  const query = new URL(args.request.url).searchParams;
  return redirect(
    customInfoPath({
      url: routeOf(args.request),
      factoryCode: query.get('factoryCode') ?? storedFactoryCode.get(),
    }),
  );
}

/** A loader that sends the learner to `path`, keeping the query (e.g. factoryCode). */
export const redirectLoader =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${path}${new URL(request.url).search}`);

/** A route that only redirects; it renders nothing of its own. */
export const redirectRoute = (path: string) => ({ loader: redirectLoader(path), element: null });

/**
 * The loader of a page that starts its reads (lib/feature.ts): asks for them at once, alongside
 * the page's code and the member check, instead of once the page has rendered
 * (docs/decisions/0027). Never blocks.
 */
export const memberReadsLoader =
  (startReads: (query: URLSearchParams) => void) =>
  ({ request }: LoaderFunctionArgs) => {
    if (memberToken.get()) startReads(new URL(request.url).searchParams);
    return null;
  };
