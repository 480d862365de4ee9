import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TSession } from '@/lib/session';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { storedFactoryCode } from '@/lib/storage';
import { demoTenant, fakeSession, TestProviders } from '@/test/session';
import { LoginPage } from './login-page';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function renderLogin(entry: string, session: TSession = fakeSession({ member: null })) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/custom-home', element: <p>Learner home</p> },
      { path: '/personal/personal', element: <p>Personal centre</p> },
      { path: '/regist', element: <p>Registration</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <TestProviders session={session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, session };
}

const loginAnswer = {
  tokenValue: 'token-abc',
  loginUserInfo: {
    userId: 'u1',
    userCode: 'demo',
    nickName: 'Dana',
    factoryCode: '100100',
    avatar: null,
  },
};

describe('login screen (spec §2, §5)', () => {
  it('says the organisation does not exist and offers to enter another tenant number', async () => {
    storedFactoryCode.set('999999');
    const { router } = renderLogin(
      '/login?factoryCode=999999',
      fakeSession({ member: null, factoryCode: '999999', factoryInfo: null, tenantNotFound: true }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Organisation not found')).toBeVisible();
    expect(
      within(alert).getByText(
        'There is no organisation with tenant number 999999. Check the link or the number your organisation gave you.',
      ),
    ).toBeVisible();
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Enter another tenant number' }),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(storedFactoryCode.get()).toBeNull();
  });

  it('says nothing about the organisation when the tenant is known', () => {
    renderLogin('/login?factoryCode=100100');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Organisation not found')).not.toBeInTheDocument();
  });

  it("shows the tenant's name and asks for the tenant number only without factoryCode in the URL", () => {
    renderLogin('/login');
    expect(screen.getByRole('heading', { name: 'Demo Academy' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant number')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('hides the tenant number when the URL carries factoryCode', () => {
    renderLogin('/login?factoryCode=100100');
    expect(screen.queryByLabelText('Tenant number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
  });

  it('tells what is missing (spec §5)', async () => {
    renderLogin('/login', fakeSession({ member: null, factoryCode: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Each field's rule settles on its own, so wait for every message.
    expect(await screen.findByText('Tenant number cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Account cannot be empty')).toBeInTheDocument();
    expect(
      await screen.findByText('Please enter a password of six or more characters, case sensitive'),
    ).toBeInTheDocument();
  });

  it('needs six or more password characters', async () => {
    renderLogin('/login?factoryCode=100100');
    await userEvent.type(screen.getByLabelText('Account'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'abc12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Please enter a password of six or more characters, case sensitive'),
    ).toBeInTheDocument();
  });

  it('signs in and goes back to the url it came from', async () => {
    api = fakeApi(byPath({ 'POST /login/login': ok(loginAnswer) }));
    const { router, session } = renderLogin('/login?factoryCode=100100&url=%2Fpersonal%2Fpersonal');
    await userEvent.type(screen.getByLabelText('Account'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Personal centre')).toBeInTheDocument();
    expect(JSON.parse(String(api.requests[0]?.data))).toEqual({
      factoryCode: '100100',
      userCode: 'demo',
      password: 'demo1234',
    });
    expect(session.signIn).toHaveBeenCalledWith('token-abc', '100100');
    expect(router.state.location.pathname).toBe('/personal/personal');
  });

  it('uses the typed tenant number and lands on the home page by default', async () => {
    api = fakeApi(byPath({ 'POST /login/login': ok(loginAnswer) }));
    renderLogin('/login', fakeSession({ member: null, factoryCode: null }));
    await userEvent.type(screen.getByLabelText('Tenant number'), ' 100100 ');
    await userEvent.type(screen.getByLabelText('Account'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Learner home')).toBeInTheDocument();
    expect(JSON.parse(String(api.requests[0]?.data)).factoryCode).toBe('100100');
  });

  it('never follows a url to another site', async () => {
    api = fakeApi(byPath({ 'POST /login/login': ok(loginAnswer) }));
    renderLogin('/login?factoryCode=100100&url=%2F%2Fevil.example%2Fphish');
    await userEvent.type(screen.getByLabelText('Account'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Learner home')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused login and stays", async () => {
    api = fakeApi(byPath({ 'POST /login/login': failure('300103') }));
    const { router, session } = renderLogin('/login?factoryCode=100100');
    await userEvent.type(screen.getByLabelText('Account'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(session.signIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });
});

/** Switches to verification-code login and answers its form. */
async function openCodeLogin() {
  await userEvent.click(screen.getByRole('button', { name: 'Verification code login' }));
  await screen.findByLabelText('Phone number');
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  return within(document.querySelector('form#code-login') as HTMLElement);
}

describe('verification-code login (spec §1, §5)', () => {
  it('sends a login code to the phone and counts down', async () => {
    api = fakeApi(byPath({ 'POST /login/sendSmsCode': ok({ resendAfter: 60 }) }));
    renderLogin('/login?factoryCode=100100');
    const panel = await openCodeLogin();
    expect(panel.queryByLabelText('Tenant number')).not.toBeInTheDocument();

    await userEvent.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await userEvent.type(panel.getByLabelText('Phone number'), '12345');
    await userEvent.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await userEvent.type(panel.getByLabelText('Phone number'), '678');
    await userEvent.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findByRole('button', { name: '60s' })).toBeDisabled();
    expect(JSON.parse(String(api.requests[0]?.data))).toEqual({
      factoryCode: '100100',
      phone: '12345678',
      scene: 'login',
    });
  });

  it('signs in with the code and goes back to the url it came from', async () => {
    api = fakeApi(byPath({ 'POST /login/smsLogin': ok(loginAnswer) }));
    const { router, session } = renderLogin('/login?factoryCode=100100&url=%2Fpersonal%2Fpersonal');
    const panel = await openCodeLogin();
    await userEvent.type(panel.getByLabelText('Phone number'), '13800138000');
    await userEvent.type(panel.getByLabelText('Verification code'), '654321');
    await userEvent.click(panel.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Personal centre')).toBeInTheDocument();
    expect(JSON.parse(String(api.requests[0]?.data))).toEqual({
      factoryCode: '100100',
      phone: '13800138000',
      code: '654321',
    });
    expect(session.signIn).toHaveBeenCalledWith('token-abc', '100100');
    expect(router.state.location.pathname).toBe('/personal/personal');
  });

  it('asks for the tenant number, phone and code', async () => {
    api = fakeApi(byPath({}));
    renderLogin('/login', fakeSession({ member: null, factoryCode: null }));
    const panel = await openCodeLogin();
    await userEvent.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findByText('Tenant number cannot be empty')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Sign in' }));
    expect(await panel.findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(await panel.findByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows a wrong code and stays', async () => {
    api = fakeApi(byPath({ 'POST /login/smsLogin': failure('300368') }));
    const { router, session } = renderLogin('/login');
    const panel = await openCodeLogin();
    expect(panel.getByLabelText('Tenant number')).toHaveValue('100100');
    await userEvent.type(panel.getByLabelText('Phone number'), '13800138000');
    await userEvent.type(panel.getByLabelText('Verification code'), '000000');
    await userEvent.click(panel.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Verification information is incorrect')).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('switches back to account login', async () => {
    renderLogin('/login?factoryCode=100100');
    await openCodeLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Account login' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });
});

describe('the way to registration (spec §2)', () => {
  it("links to /regist with the login screen's tenant", async () => {
    const { router } = renderLogin('/login?factoryCode=100100');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByText('Registration')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?factoryCode=100100');
  });

  it('offers no registration when the tenant does not allow it', () => {
    renderLogin(
      '/login?factoryCode=100100',
      fakeSession({ member: null, factoryInfo: { ...demoTenant, registrationEnabled: false } }),
    );
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});
