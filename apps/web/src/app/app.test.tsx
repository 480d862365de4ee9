import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TGetFactoryInfoResponse } from '@lectern/contracts/tenants/get-factory-info';
import { configureApiClient } from '@/lib/api-environment';
import { applyLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { StorageKey } from '@/lib/storage-keys';
import { memberToken } from '@/lib/storage';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { demoMember, demoTenant } from '@/test/session';
import { routes } from './routes';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(async () => {
  api?.restore();
  Reflect.deleteProperty(globalThis, 'createImageBitmap');
  await applyLanguage('en');
});

function serve(
  overrides: Parameters<typeof byPath>[0] = {},
  tenant: Partial<TGetFactoryInfoResponse> = {},
) {
  api = fakeApi(
    byPath({
      'GET /login/createOn': ok({ serverTime: Date.now() }),
      'GET /login/getFactoryInfo': ok({ ...demoTenant, ...tenant }),
      'GET /login/userVer': ok(10),
      'GET /mine/memberInfo': ok(demoMember),
      'GET /custom/homePage': ok({
        blocks: [
          {
            type: 'banner',
            imageUrl: 'https://cdn.example.test/banner.png',
            title: 'Welcome aboard',
          },
          { type: 'richText', title: 'About', html: '<p>Learn at your own pace.</p>' },
          { type: 'shortcuts', menuKeys: ['personal', 'no-such-entry'] },
        ],
      }),
      'POST /login/logout': ok(null),
      'GET /mine/unReadCount': ok(0),
      ...overrides,
    }),
  );
  return api;
}

function open(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  configureApiClient({
    navigate: (route) => void router.navigate(route, { replace: true }),
    location: () => router.state.location,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('app start (spec §7) and tenant branding (spec §1, §2)', () => {
  beforeEach(() => window.localStorage.setItem(StorageKey.LANGUAGE, 'en'));

  it('loads the tenant, applies its name, logo and colour, and shows the support footer', async () => {
    serve({}, { customStyle: { ...demoTenant.customStyle, mainColor: '#FF6600' } });
    open('/login?factoryCode=100100');

    expect(await screen.findByRole('heading', { name: 'Demo Academy' })).toBeInTheDocument();
    expect(screen.getByText('Technical support provided by Lectern')).toBeInTheDocument();
    expect(document.title).toBe('Lectern');
    expect(document.documentElement.style.getPropertyValue('--lectern-main-color')).toBe('#FF6600');
    expect(document.documentElement.style.getPropertyValue('--lectern-main-color-secondary')).toBe(
      'rgba(255, 102, 0, 0.67)',
    );
    expect(window.localStorage.getItem(StorageKey.FACTORY_CODE)).toBe('100100');
    const called = api?.requests.map(
      (request) => `${request.method?.toUpperCase()} ${request.url}`,
    );
    expect(called).toEqual(
      expect.arrayContaining([
        'GET /login/createOn',
        'GET /login/getFactoryInfo',
        'GET /login/userVer',
      ]),
    );
  });

  it('titles the page with sysName for user version 11', async () => {
    serve({ 'GET /login/userVer': ok(11) });
    open('/login?factoryCode=100100');
    await waitFor(() => expect(document.title).toBe('Demo Academy'));
  });

  it('hides the support footer for other user versions', async () => {
    serve({ 'GET /login/userVer': ok(1) });
    open('/login?factoryCode=100100');
    await waitFor(() => expect(document.title).toBe('Demo Academy'));
    expect(screen.queryByText('Technical support provided by Lectern')).not.toBeInTheDocument();
  });

  it('shows only the forbidden-terminal alert when the tenant forbids computers', async () => {
    serve({}, { customStyle: { ...demoTenant.customStyle, forbidTerm: ['1'] } });
    open('/login?factoryCode=100100');
    const alert = (await screen.findByText('Terminal login forbidden')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent(
      'Administrator has forbidden login from computer, please change device',
    );
    expect(screen.queryByLabelText('Account')).not.toBeInTheDocument();
  });

  it("uses the tenant's default language when none was chosen on this device", async () => {
    window.localStorage.removeItem(StorageKey.LANGUAGE);
    serve({}, { customStyle: { ...demoTenant.customStyle, defaultLang: 0 } });
    open('/login?factoryCode=100100');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});

describe('language switcher (spec §1)', () => {
  it('switches the whole interface and remembers the choice', async () => {
    window.localStorage.setItem(StorageKey.LANGUAGE, 'en');
    serve();
    open('/login?factoryCode=100100');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }));

    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换语言：简体中文' })).toHaveTextContent(
      '简体中文',
    );
    expect(window.localStorage.getItem(StorageKey.LANGUAGE)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('learner shell (spec §2)', () => {
  beforeEach(() => {
    window.localStorage.setItem(StorageKey.LANGUAGE, 'en');
    window.localStorage.setItem(StorageKey.FACTORY_CODE, '100100');
    memberToken.set('token-1');
  });

  it('shows the home page blocks and a menu of the screens that exist', async () => {
    serve();
    open('/custom-home');
    expect(await screen.findByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByText('Learn at your own pace.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Home',
      'My exams',
      'Course learning',
      'Learning maps',
      'Development map',
      'New-employee training',
      'Offline training',
      'Daily practice',
      'Check-in learning',
      'Practice tasks',
      'Mistakes',
      'PK quizzes',
      'My notes',
      'Favourites',
      'Learning record',
      'Personal info',
      'My team',
      'Exam records',
      'My admission ticket',
      'My certificates',
      'My credits',
      'Learning report',
      'Invite code',
      'Share knowledge',
      'Messages',
      'Notices',
      'News',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveClass(
      'ant-menu-item-selected',
    );
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal info']);
    expect(screen.getByRole('button', { name: 'Account menu: Dana Demo' })).toBeInTheDocument();
  });

  it('leads from the menu to the exam list and the exam records', async () => {
    serve({
      'GET /exam/paperClassifyList': ok([]),
      'GET /exam/list': ok({ list: [], total: 0 }),
      'GET /exam/userExamList': ok({ list: [], total: 0 }),
    });
    const router = open('/custom-home');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My exams' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/exam'));
    expect(await screen.findByRole('heading', { name: 'My exams' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Exam records' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/user-exam-list'));
    expect(await screen.findByRole('heading', { name: 'Exam records' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Exam records' })).toHaveClass(
      'ant-menu-item-selected',
    );
  });

  it('shows the unread in-mail count on the menu and leads to the messages', async () => {
    serve({
      'GET /mine/unReadCount': ok(3),
      'GET /mine/listInmail': ok({ list: [], total: 0 }),
    });
    const router = open('/custom-home');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const entry = await within(menu).findByRole('menuitem', { name: 'Messages 3 unread' });
    expect(entry.querySelector('.ant-badge-count')).toHaveTextContent('3');
    await userEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myinmailmessage'));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('tolerates a "403" on the unread count silently: no warning, no redirect (spec §7)', async () => {
    serve({ 'GET /mine/unReadCount': failure('403', '403-4') });
    const router = open('/custom-home');
    expect(await screen.findByText('Welcome aboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(api?.requests.some((request) => request.url === '/mine/unReadCount')).toBe(true),
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/custom-home');
    expect(memberToken.get()).toBe('token-1');
    expect(
      screen.queryByText('Your account has been logged in elsewhere.'),
    ).not.toBeInTheDocument();
  });

  it("says 'information configuration error' when the home page is not configured", async () => {
    serve({ 'GET /custom/homePage': ok(null) });
    open('/custom-home');
    expect(
      await screen.findByText('Information configuration error, please contact the administrator'),
    ).toBeInTheDocument();
  });

  it('says the same when the home page breaks its contract', async () => {
    serve({ 'GET /custom/homePage': ok({ blocks: [{ type: 'carousel' }] }) });
    open('/custom-home');
    expect(
      await screen.findByText('Information configuration error, please contact the administrator'),
    ).toBeInTheDocument();
  });

  it('signs out after a confirmation and returns to login with the tenant number', async () => {
    serve();
    const router = open('/custom-home');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu: Dana Demo' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to sign out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?factoryCode=100100');
    expect(memberToken.get()).toBeNull();
    expect(api?.requests.some((request) => request.url === '/login/logout')).toBe(true);
  });

  it('keeps the learner signed in when the confirmation is cancelled', async () => {
    serve();
    const router = open('/personal/personal');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/personal/personal');
    expect(memberToken.get()).toBe('token-1');
  });

  it('sends the learner to login when the session is revoked', async () => {
    serve({ 'GET /mine/memberInfo': failure('403', '403-4') });
    const router = open('/custom-home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?url=%2Fcustom-home&factoryCode=100100');
  });
});

describe('personal centre (spec §2)', () => {
  beforeEach(() => {
    window.localStorage.setItem(StorageKey.LANGUAGE, 'en');
    window.localStorage.setItem(StorageKey.FACTORY_CODE, '100100');
    memberToken.set('token-1');
  });

  it('shows the basic info', async () => {
    serve();
    open('/personal/personal');
    expect(await screen.findByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
    const info = screen.getByText('Basic info').closest('.ant-card') as HTMLElement;
    expect(within(info).getByText('demo')).toBeInTheDocument();
    expect(within(info).getByText('Sales')).toBeInTheDocument();
    expect(within(info).getByText('East region')).toBeInTheDocument();
    expect(within(info).getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  it('signs out from the personal centre straight to login, asking nothing without a token', async () => {
    serve();
    const router = open('/personal/personal');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?factoryCode=100100');
    expect(memberToken.get()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.search).toBe('?factoryCode=100100');
    const withoutToken = api?.requests.filter(
      (request) => request.url === '/mine/memberInfo' && !request.headers.Authorization,
    );
    expect(withoutToken).toEqual([]);
  });

  it('uploads a new avatar with a progress bar and shows it', async () => {
    const avatarUrl = 'https://files.example.test/h5/api/files/a1/me.png';
    let member = demoMember;
    let releaseUpload: () => void = () => undefined;
    serve({
      'GET /mine/memberInfo': () => ok(member),
      'POST /sys/uploadFile': (config) => {
        config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
        // The fake network answers once the test lets the upload finish.
        return new Promise<TFakeAnswer>((resolve) => {
          releaseUpload = () => resolve(ok(avatarUrl));
        });
      },
      'POST /mine/updateAvatar': (config) => {
        member = { ...member, avatar: JSON.parse(String(config.data)).avatarUrl };
        return ok(null);
      },
    });
    // jsdom decodes no images; a small picture needs no compression (spec §9) and goes up as it is.
    Object.assign(globalThis, {
      createImageBitmap: async () => ({ width: 120, height: 120, close: () => {} }),
    });
    open('/personal/personal');
    await screen.findByRole('heading', { name: 'Personal info' });

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));

    const progress = await screen.findByRole('progressbar', { name: 'Avatar upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    releaseUpload();

    expect(await screen.findByRole('img', { name: "Dana Demo's avatar" })).toHaveAttribute(
      'src',
      avatarUrl,
    );
    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avatar upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('refuses files other than png, jpg and jpeg (spec §5 images)', async () => {
    serve();
    open('/personal/personal');
    await screen.findByRole('heading', { name: 'Personal info' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('The current file type does not support compression'),
    ).toBeInTheDocument();
    expect(api?.requests.some((request) => request.url === '/sys/uploadFile')).toBe(false);
  });
});
