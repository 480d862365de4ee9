import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberToken } from '@/lib/storage';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { demoMember, fakeSession, TestProviders } from '@/test/session';
import { PersonalPage } from './personal-page';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => memberToken.set('token-1'));
afterEach(() => api?.restore());

function serve(answers: Parameters<typeof byPath>[0] = {}) {
  api = fakeApi(
    byPath({
      'GET /mine/memberInfo': ok({ ...demoMember, bizName: 'Harbour Branch', bizType: 'Retail' }),
      ...answers,
    }),
  );
  return api;
}

async function renderPersonal(session = fakeSession()) {
  render(
    <TestProviders session={session}>
      <MemoryRouter>
        <PersonalPage />
      </MemoryRouter>
    </TestProviders>,
  );
  const card = await screen.findByText('Change password', { selector: '.ant-card-head-title' });
  return within(card.closest('.ant-card') as HTMLElement);
}

const posted = (url: string) =>
  api?.requests
    .filter((request) => request.url === url)
    .map((request) => JSON.parse(String(request.data)));

describe('personal centre: profile (spec §2)', () => {
  it('shows the account, name, business name and type', async () => {
    serve();
    await renderPersonal();
    const info = screen.getByText('Basic info').closest('.ant-card') as HTMLElement;
    expect(within(info).getByText('demo')).toBeInTheDocument();
    expect(within(info).getByText('Dana Demo')).toBeInTheDocument();
    expect(within(info).getByText('Harbour Branch')).toBeInTheDocument();
    expect(within(info).getByText('Retail')).toBeInTheDocument();
  });
});

describe('personal centre: change password (spec §2, §5)', () => {
  it('tells what is missing, too short or different', async () => {
    serve();
    const form = await renderPersonal();
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Original password cannot be empty')).toBeInTheDocument();
    expect(await form.findByText('New password cannot be empty')).toBeInTheDocument();
    expect(await form.findByText('Confirm password cannot be empty')).toBeInTheDocument();
    expect(await form.findByText('Verification code cannot be empty')).toBeInTheDocument();

    await userEvent.type(form.getByLabelText('New password'), 'abc12');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'ABC12');
    expect(
      await form.findByText('Please enter a password of six or more characters, case sensitive'),
    ).toBeInTheDocument();
    expect(await form.findByText('The two new passwords do not match')).toBeInTheDocument();
    expect(posted('/mine/updatePassword')).toEqual([]);
  });

  it('sends a code to the masked phone and counts down', async () => {
    serve({ 'POST /mine/sendPasswordCode': ok({ resendAfter: 60, maskedPhone: '138****8000' }) });
    const form = await renderPersonal();
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('The code was sent to 138****8000')).toBeInTheDocument();
    expect(form.getByRole('button', { name: '60s' })).toBeDisabled();
  });

  it('counts down the wait the server asks for when codes are sent too often', async () => {
    serve({ 'POST /mine/sendPasswordCode': failure('300111', 35) });
    const form = await renderPersonal();
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Do not click frequently. Try again or refresh in 35 seconds.'),
    ).toBeInTheDocument();
    expect(form.getByRole('button', { name: '35s' })).toBeDisabled();
    expect(form.queryByText(/The code was sent/)).not.toBeInTheDocument();
  });

  it('changes the password, then leaves the ended session for the login screen', async () => {
    serve({
      'POST /mine/sendPasswordCode': ok({ resendAfter: 60, maskedPhone: '138****8000' }),
      'POST /mine/updatePassword': ok(null),
    });
    const session = fakeSession();
    const form = await renderPersonal(session);
    await userEvent.type(form.getByLabelText('Original password'), 'demo1234');
    await userEvent.type(form.getByLabelText('New password'), 'Better-2025');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'Better-2025');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await userEvent.type(form.getByLabelText('Verification code'), '246810');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Password changed. Please sign in with your new password.'),
    ).toBeInTheDocument();
    expect(posted('/mine/updatePassword')).toEqual([
      {
        oldPassword: 'demo1234',
        newPassword: 'Better-2025',
        confirmPassword: 'Better-2025',
        code: '246810',
      },
    ]);
    await waitFor(() => expect(session.leaveSession).toHaveBeenCalledTimes(1));
  });

  it("shows the server's reason and keeps what was typed", async () => {
    serve({ 'POST /mine/updatePassword': failure('300207') });
    const session = fakeSession();
    const form = await renderPersonal(session);
    await userEvent.type(form.getByLabelText('Original password'), 'not-my-password');
    await userEvent.type(form.getByLabelText('New password'), 'Better-2025');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'Better-2025');
    await userEvent.type(form.getByLabelText('Verification code'), '246810');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Original account or password is incorrect'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Original password')).toHaveValue('not-my-password');
    expect(session.leaveSession).not.toHaveBeenCalled();
  });
});
