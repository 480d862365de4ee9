import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureApiClient } from '@/lib/api-environment';
import type { TSession } from '@/lib/session';
import { TestProviders } from './session';

/**
 * Renders `page` at `entry` in a router whose `destinations` just name themselves, with the test
 * session's providers; answers the router to check where the page led.
 */
export function renderRoute(
  page: ReactElement,
  entry: string,
  { destinations = [], session }: { destinations?: string[]; session?: TSession } = {},
) {
  const pagePath = entry.split('?')[0] ?? entry;
  const router = createMemoryRouter(
    [
      { path: pagePath, element: page },
      ...destinations
        .filter((path) => path !== pagePath)
        .map((path) => ({ path, element: <p>Opened {path}</p> })),
    ],
    { initialEntries: [entry] },
  );
  configureApiClient({
    navigate: (route) => void router.navigate(route, { replace: true }),
    location: () => router.state.location,
  });
  render(
    <TestProviders session={session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
