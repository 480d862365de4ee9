import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSupplementaryInfoCheck } from '@/features/custom-info/api/get-prev-login-info';
import { Paths } from '@/lib/paths';
import { memberToken, storedFactoryCode } from '@/lib/storage';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import {
  authKeyLoader,
  lazyPage,
  redirectRoute,
  requireMemberLoader,
  requireMemberTokenLoader,
  withRetries,
} from './navigation';
import { RouteError } from './route-error';
import { MemberPaths } from '@/features/members/members.feature';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** The navigation rules of routes.tsx around pages that just say where they are. */
const testRoutes = (extra: RouteObject[] = []): RouteObject[] => [
  {
    path: '/',
    loader: authKeyLoader,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...redirectRoute(Paths.LOGIN) },
          { path: Paths.LOGIN, element: <Where /> },
          { path: Paths.CUSTOM_INFO, loader: requireMemberTokenLoader, element: <Where /> },
          { path: '/appHome/exam', ...redirectRoute(Paths.HOME) },
          {
            loader: requireMemberLoader,
            children: [
              { path: Paths.HOME, element: <Where /> },
              { path: MemberPaths.PERSONAL, element: <Where /> },
            ],
          },
          ...extra,
          { path: '*', ...redirectRoute(Paths.LOGIN) },
        ],
      },
    ],
  },
];

function go(entry: string, extra?: RouteObject[]) {
  const router = createMemoryRouter(testRoutes(extra), { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

const expectLocation = (expected: string | RegExp) =>
  waitFor(() =>
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(expected),
  );

let api: ReturnType<typeof fakeApi> | undefined;
/** What GET /login/user/prev/login/info answers. */
let needsInfo = false;
const PREV_LOGIN_INFO = 'GET /login/user/prev/login/info';

beforeEach(() => {
  forgetSupplementaryInfoCheck();
  needsInfo = false;
  api = fakeApi(byPath({ [PREV_LOGIN_INFO]: () => ok(needsInfo) }));
});
afterEach(() => api?.restore());

const infoChecks = () =>
  (api?.requests ?? []).filter((request) => request.url === '/login/user/prev/login/info').length;

describe('navigation rules (spec §2)', () => {
  it('stores an auth_key as the member token and drops it from the address', async () => {
    go('/custom-home?auth_key=key-123&tab=2');
    await expectLocation(/^\/custom-home\?tab=2$/);
    expect(memberToken.get()).toBe('key-123');
  });

  it('applies auth_key on later navigations too', async () => {
    memberToken.set('old');
    const router = go('/custom-home');
    await expectLocation('/custom-home');
    await router.navigate('/personal/personal?auth_key=new-key');
    await expectLocation(/^\/personal\/personal$/);
    expect(memberToken.get()).toBe('new-key');
  });

  it('sends a visitor without a token to login, remembering where they were going', async () => {
    storedFactoryCode.set('100100');
    go('/personal/personal?tab=2');
    await expectLocation('/login?url=%2Fpersonal%2Fpersonal%3Ftab%3D2&factoryCode=100100');
  });

  it.each([
    ['/', '/login'],
    ['/?factoryCode=100100', '/login?factoryCode=100100'],
    ['/no/such/page', '/login'],
  ])('redirects %s to %s', async (entry, expected) => {
    go(entry);
    await expectLocation(expected);
  });

  it('redirects /appHome/exam to /custom-home', async () => {
    memberToken.set('token');
    go('/appHome/exam');
    await expectLocation(/^\/custom-home$/);
  });
});

describe('supplementary info rule (spec §2, §7)', () => {
  it('sends a member who must supply it to /custom with the address they wanted', async () => {
    memberToken.set('token');
    storedFactoryCode.set('100100');
    needsInfo = true;
    go('/personal/personal?tab=2');
    await expectLocation('/custom?factoryCode=100100&url=%2Fpersonal%2Fpersonal%3Ftab%3D2');
  });

  it('asks once, not on every navigation, and again after the info is saved', async () => {
    memberToken.set('token');
    const router = go('/custom-home');
    await expectLocation('/custom-home');
    await router.navigate('/login');
    await expectLocation('/login');
    await router.navigate('/personal/personal');
    await expectLocation('/personal/personal');
    expect(infoChecks()).toBe(1);

    forgetSupplementaryInfoCheck();
    needsInfo = true;
    await router.navigate('/login');
    await router.navigate('/custom-home');
    await expectLocation('/custom?url=%2Fcustom-home');
    expect(infoChecks()).toBe(2);
  });

  it('asks again for another member token', async () => {
    memberToken.set('first');
    const router = go('/custom-home');
    await expectLocation('/custom-home');
    memberToken.set('second');
    needsInfo = true;
    await router.navigate('/login');
    await router.navigate('/custom-home');
    await expectLocation('/custom?url=%2Fcustom-home');
  });

  it('skips the login and custom-info routes, and visitors without a token', async () => {
    needsInfo = true;
    const router = go('/login');
    await expectLocation('/login');
    memberToken.set('token');
    await router.navigate('/custom?url=%2Fexam%2Fexam');
    await expectLocation('/custom?url=%2Fexam%2Fexam');
    expect(infoChecks()).toBe(0);
  });

  it('lets the page load when the check fails', async () => {
    api?.restore();
    api = fakeApi(byPath({ [PREV_LOGIN_INFO]: () => ({ status: 500, data: null }) }));
    memberToken.set('token');
    go('/custom-home');
    await expectLocation('/custom-home');
  });
});

describe('a page whose code fails to load (spec §2)', () => {
  it('is tried again before anything shows', async () => {
    const load = vi
      .fn<() => Promise<{ Page: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Page: () => <p>Exam list</p> });
    go('/exam/exam', [{ path: '/exam/exam', lazy: lazyPage(load, (module) => module.Page) }]);
    expect(await screen.findByText('Exam list')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows an error with a reload button after the retries', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    go('/exam/exam', [{ path: '/exam/exam', lazy: lazyPage(load, () => () => null) }]);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('withRetries gives up after the given number of retries', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(withRetries(failing, 2, 0)).rejects.toThrow('offline');
    expect(failing).toHaveBeenCalledTimes(3);
  });
});
