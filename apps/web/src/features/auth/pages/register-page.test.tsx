import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_RESEND_SECONDS } from '@lectern/contracts/common/sms-code';
import type { TSession } from '@/lib/session';
import { storedFactoryCode } from '@/lib/storage';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { fakeSession, TestProviders } from '@/test/session';
import { RegisterPage } from './register-page';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const seconds = (count: number) => act(() => vi.advanceTimersByTimeAsync(count * 1_000));

function renderRegister(entry = '/regist', session: TSession = fakeSession({ member: null })) {
  const router = createMemoryRouter(
    [
      { path: '/regist', element: <RegisterPage /> },
      { path: '/login', element: <p>Login screen</p> },
      { path: '/custom-home', element: <p>Learner home</p> },
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

const sentBody = (index = 0) => JSON.parse(String(api?.requests[index]?.data));

async function fillIn(
  typing: ReturnType<typeof user>,
  { password = 'Secret12', confirmPassword = 'Secret12' } = {},
) {
  await typing.type(screen.getByLabelText('Name'), ' Nora Newcomer ');
  await typing.type(screen.getByLabelText('Phone number'), '13800138000');
  await typing.type(screen.getByLabelText('Password'), password);
  await typing.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await typing.type(screen.getByLabelText('Verification code'), '123456');
}

const registered = {
  reviewRequired: false,
  tokenValue: 'token-new',
  loginUserInfo: {
    userId: 'u-new',
    userCode: '13800138000',
    nickName: 'Nora Newcomer',
    factoryCode: '100100',
    avatar: null,
  },
};

describe('registration (spec §2, §4, §5)', () => {
  it("asks for the tenant number, prefilled with this device's tenant, when the URL gives none", () => {
    renderRegister('/regist');
    expect(screen.getByLabelText('Tenant number')).toHaveValue('100100');
  });

  it('does not ask again for the tenant number the URL gives, and names the organisation', async () => {
    api = fakeApi(
      byPath({
        'POST /login/sendSmsCode': ok({ resendAfter: SMS_RESEND_SECONDS }),
        'POST /register/register': ok({ reviewRequired: true }),
      }),
    );
    renderRegister('/regist?factoryCode=200200');
    expect(screen.queryByLabelText('Tenant number')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Demo Academy' })).toBeInTheDocument();

    const typing = user();
    await typing.type(screen.getByLabelText('Phone number'), '13800138000');
    await typing.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: '60s' })).toBeDisabled();
    expect(sentBody(0)).toEqual({ factoryCode: '200200', phone: '13800138000', scene: 'register' });

    await typing.clear(screen.getByLabelText('Phone number'));
    await fillIn(typing);
    await typing.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration submitted')).toBeInTheDocument();
    expect(sentBody(1)).toMatchObject({ factoryCode: '200200', phone: '13800138000' });
  });

  it('says the organisation of the URL does not exist and offers to enter another number', async () => {
    storedFactoryCode.set('999999');
    const { router } = renderRegister(
      '/regist?factoryCode=999999',
      fakeSession({ member: null, factoryCode: '999999', factoryInfo: null, tenantNotFound: true }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Organisation not found')).toBeVisible();
    expect(screen.queryByLabelText('Tenant number')).not.toBeInTheDocument();
    await user().click(within(alert).getByRole('button', { name: 'Enter another tenant number' }));
    expect(router.state.location.pathname).toBe('/regist');
    expect(router.state.location.search).toBe('');
    expect(storedFactoryCode.get()).toBeNull();
    expect(await screen.findByLabelText('Tenant number')).toBeInTheDocument();
  });

  it('tells what is missing', async () => {
    renderRegister('/regist', fakeSession({ member: null, factoryCode: null }));
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Tenant number cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(
      await screen.findByText('Please enter a password of six or more characters, case sensitive'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please enter the password again')).toBeInTheDocument();
    expect(await screen.findByText('Verification code cannot be empty')).toBeInTheDocument();
  });

  it('refuses two passwords that differ, case included, without calling the server', async () => {
    api = fakeApi(byPath({}));
    renderRegister();
    const typing = user();
    await fillIn(typing, { password: 'Secret12', confirmPassword: 'secret12' });
    await typing.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the phone before sending a code', async () => {
    api = fakeApi(byPath({}));
    renderRegister();
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number cannot be empty')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a registration code and counts down before offering to resend', async () => {
    api = fakeApi(byPath({ 'POST /login/sendSmsCode': ok({ resendAfter: SMS_RESEND_SECONDS }) }));
    renderRegister();
    const typing = user();
    await typing.type(screen.getByLabelText('Phone number'), '138 0013 8000');
    await typing.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('button', { name: '60s' })).toBeDisabled();
    expect(sentBody()).toEqual({ factoryCode: '100100', phone: '13800138000', scene: 'register' });
    // The clock is read every 400 ms (spec §9), so 59 shows by 1.2 s.
    await seconds(1.2);
    expect(screen.getByRole('button', { name: '59s' })).toBeDisabled();
    await seconds(SMS_RESEND_SECONDS - 1.2);
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('counts down the wait the server asks for when codes are sent too often', async () => {
    api = fakeApi(byPath({ 'POST /login/sendSmsCode': failure('300111', 42) }));
    renderRegister();
    const typing = user();
    await typing.type(screen.getByLabelText('Phone number'), '13800138000');
    await typing.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByText('Do not click frequently. Try again or refresh in 42 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '42s' })).toBeDisabled();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('logs a learner in at once when the tenant needs no review', async () => {
    api = fakeApi(byPath({ 'POST /register/register': ok(registered) }));
    const { router, session } = renderRegister();
    const typing = user();
    await fillIn(typing);
    await typing.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Learner home')).toBeInTheDocument();
    expect(sentBody()).toEqual({
      factoryCode: '100100',
      nickName: 'Nora Newcomer',
      phone: '13800138000',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      code: '123456',
    });
    expect(session.signIn).toHaveBeenCalledWith('token-new', '100100');
    expect(router.state.location.pathname).toBe('/custom-home');
  });

  it('sends the invitation code of the link it was opened with, and shows it', async () => {
    api = fakeApi(byPath({ 'POST /register/register': ok(registered) }));
    renderRegister('/regist?inviteCode=AB23CD45');
    expect(screen.getByText('Invitation code: AB23CD45')).toBeInTheDocument();
    const typing = user();
    await fillIn(typing);
    await typing.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Learner home')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ phone: '13800138000', inviteCode: 'AB23CD45' });
  });

  it('says the account awaits review and returns to login after 5 seconds', async () => {
    api = fakeApi(byPath({ 'POST /register/register': ok({ reviewRequired: true }) }));
    const { router, session } = renderRegister('/regist?factoryCode=100100');
    const typing = user();
    await fillIn(typing);
    await typing.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration submitted')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account is awaiting administrator review. You can sign in once it is approved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to the login page in 5 s');
    await seconds(2);
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to the login page in 3 s');
    expect(router.state.location.pathname).toBe('/regist');

    await seconds(3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?factoryCode=100100');
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it("shows the server's reason and stays on the form", async () => {
    api = fakeApi(byPath({ 'POST /register/register': failure('300109') }));
    const { router, session } = renderRegister();
    const typing = user();
    await fillIn(typing);
    await typing.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('User already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/regist');
    expect(screen.getByLabelText('Name')).toHaveValue(' Nora Newcomer ');
    expect(session.signIn).not.toHaveBeenCalled();
  });
});
