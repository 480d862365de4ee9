/**
 * The route paths of spec §2 that the app, the shared layers and more than one feature send the
 * learner to; relative to the page base. A feature's other paths are its own
 * (features/<feature>/<feature>.feature.ts).
 */
export const Paths = {
  LOGIN: '/login',
  /** Registration (spec §2 top level); the path is spelt this way in the spec. */
  REGISTER: '/regist',
  HOME: '/custom-home',
  /** The supplementary/custom-info page (spec §2 top level; query factoryCode, url). */
  CUSTOM_INFO: '/custom',
} as const;

/** Page base of spec §2 (`/h5/p/`), from the build. */
export const PAGE_BASE = import.meta.env.BASE_URL;

/** The router's basename: the page base without its trailing slash. */
export const ROUTER_BASENAME = PAGE_BASE.replace(/\/$/, '') || '/';

type TLocation = Pick<Location, 'pathname' | 'search'>;

/** A location with the page base taken off its path (`/h5/p/custom-home` → `/custom-home`). */
export function routeLocation({ pathname, search }: TLocation = window.location): TLocation {
  const basename = ROUTER_BASENAME === '/' ? '' : ROUTER_BASENAME;
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  return { pathname: path, search };
}

/** The current route path and query, relative to the page base (e.g. `/custom-home?a=1`). */
export function currentRoute(location: TLocation = window.location) {
  const { pathname, search } = routeLocation(location);
  return `${pathname}${search}`;
}

/**
 * A route path that is safe to go to after login: only paths inside this app (`/...`), never
 * another site (`//host`, `https:`), so a crafted login link cannot send the learner away.
 */
export function safeReturnPath(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}

type TLoginQuery = { url?: string | null; state?: string | null; factoryCode?: string | null };

/** `/login?url=…&state=…&factoryCode=…` with the parts that are known. */
export function loginPath({ url, state, factoryCode }: TLoginQuery = {}) {
  const query = new URLSearchParams();
  if (url) query.set('url', url);
  if (state) query.set('state', state);
  if (factoryCode) query.set('factoryCode', factoryCode);
  const search = query.toString();
  return search ? `${Paths.LOGIN}?${search}` : Paths.LOGIN;
}

/** `/custom?factoryCode=…&url=…`: the supplementary info, then back to `url`. */
export function customInfoPath({
  url,
  factoryCode,
}: {
  url?: string | null;
  factoryCode?: string | null;
}) {
  const query = new URLSearchParams();
  if (factoryCode) query.set('factoryCode', factoryCode);
  if (url) query.set('url', url);
  const search = query.toString();
  return search ? `${Paths.CUSTOM_INFO}?${search}` : Paths.CUSTOM_INFO;
}

/** `/regist?factoryCode=…`: registration in a known tenant. */
export function registerPath(factoryCode?: string | null) {
  return factoryCode
    ? `${Paths.REGISTER}?${new URLSearchParams({ factoryCode }).toString()}`
    : Paths.REGISTER;
}
