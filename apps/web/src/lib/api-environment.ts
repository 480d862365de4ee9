import { PAGE_BASE, routeLocation } from './paths';

/**
 * How the api client moves the app (spec §8 redirects, the 402 reload). It lives apart from the
 * client so the router can set it up without the client, axios and the contracts' schemas in the
 * entry chunk.
 */
export type TApiEnvironment = {
  /** Moves the app to a route (relative to the page base); the router replaces this. */
  navigate: (route: string) => void;
  /** Where the app is, relative to the page base; the router replaces this. */
  location: () => Pick<Location, 'pathname' | 'search'>;
  reload: () => void;
};

let environment: TApiEnvironment = {
  navigate: (route) => window.location.assign(`${PAGE_BASE.replace(/\/$/, '')}${route}`),
  location: () => routeLocation(window.location),
  reload: () => window.location.reload(),
};

/** Lets the app route redirects through its router (no full page load). */
export function configureApiClient(overrides: Partial<TApiEnvironment>) {
  environment = { ...environment, ...overrides };
}

/** The environment configured last. */
export const apiEnvironment = () => environment;
