import { createBrowserRouter } from 'react-router';
import { configureApiClient } from '@/lib/api-environment';
import { routeLocation, ROUTER_BASENAME } from '@/lib/paths';
import { routes } from './routes';

/** The browser router under the page base; the api client's redirects go through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME });
  configureApiClient({
    navigate: (route) => void router.navigate(route, { replace: true }),
    // The router's own location still carries the page base.
    location: () => routeLocation(router.state.location),
  });
  return router;
}
