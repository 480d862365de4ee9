import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { SharingPaths } from '../sharing.feature';
import { InviteCodePage } from './invite-code-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const code = {
  inviteCode: 'AB23CD45',
  inviteCreateTime: Date.parse('2024-05-06T02:00:00Z'),
  registrationPath: '/h5/p/regist?factoryCode=100100&inviteCode=AB23CD45',
  registrations: 1,
};

describe('my invitation code (spec §2 /personal/invitecode)', () => {
  it('shows the code, a QR code and the registration link, and who registered with it', async () => {
    api = fakeApi(
      byPath({
        'GET /mine/inviteCode': ok(code),
        'GET /mine/inviteRegistrations': ok({
          list: [
            { nickName: 'Nora Newcomer', phone: '138****8000', inviteTime: code.inviteCreateTime },
          ],
          total: 1,
        }),
      }),
    );
    renderRoute(<InviteCodePage />, SharingPaths.INVITE_CODE);
    expect(await screen.findByLabelText('Invitation code')).toHaveTextContent('AB23CD45');
    const link = `${window.location.origin}${code.registrationPath}`;
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(await screen.findByRole('img', { name: 'QR code to register with' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/) as unknown as string,
    );
    expect(screen.getByText('Members who registered with my code (1)')).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /Nora Newcomer/ }));
    expect(row.getByText('138****8000')).toBeInTheDocument();
    expect(
      api.requests.find((request) => request.url === '/mine/inviteRegistrations')?.params,
    ).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('says when no one has registered with the code yet', async () => {
    api = fakeApi(
      byPath({
        'GET /mine/inviteCode': ok({ ...code, registrations: 0 }),
        'GET /mine/inviteRegistrations': ok({ list: [], total: 0 }),
      }),
    );
    renderRoute(<InviteCodePage />, SharingPaths.INVITE_CODE);
    expect(await screen.findByText('No one has registered with your code yet')).toBeInTheDocument();
  });
});
