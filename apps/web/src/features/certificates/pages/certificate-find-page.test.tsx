import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { fakeSession } from '@/test/session';
import { CertificatePaths } from '../certificates.feature';
import { lookupOf } from '../test/certificate-fixtures';
import { CertificateFindPage } from './certificate-find-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

/** Anyone, signed in or not, on the tenant the URL names. */
const visitor = fakeSession({ member: null });

const findAnswer = (valid: boolean) =>
  ok(valid ? { valid, certificate: lookupOf() } : { valid, certificate: null });

describe('the certificate lookup (spec §2 /cert/find)', () => {
  it('checks the number the QR code fills in and shows the valid certificate', async () => {
    api = fakeApi(byPath({ 'GET /cert/find': findAnswer(true) }));
    renderRoute(
      <CertificateFindPage />,
      `${CertificatePaths.FIND}?factoryCode=100100&number=7K3PQ9MZXH2DA0B1`,
      { session: visitor },
    );

    expect(await screen.findByRole('heading', { name: 'Certificate lookup' })).toBeVisible();
    expect(screen.getByText('Demo Academy')).toBeVisible();
    expect(await screen.findByText('Valid certificate')).toBeVisible();
    expect(screen.getByText('王*明')).toBeVisible();
    expect(screen.getByText('演示集团培训中心')).toBeVisible();
    expect(screen.getByText('Exam certificate')).toBeVisible();
    expect(screen.getByText('2026-11-20')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Certificate: 信息安全自测' })).toHaveAttribute(
      'src',
      '/h5/api/cert/image?factoryCode=100100&number=7K3PQ9MZXH2DA0B1',
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'certificate-7K3P-Q9MZ-XH2D-A0B1.png',
    );
    expect(screen.getByLabelText('Certificate number')).toHaveValue('7K3P-Q9MZ-XH2D-A0B1');
    expect(api.requests[0]?.params).toMatchObject({
      factoryCode: '100100',
      number: '7K3PQ9MZXH2DA0B1',
    });
    // The tenant is known from the URL: it is not asked for.
    expect(screen.queryByLabelText('Organisation number')).not.toBeInTheDocument();
  });

  it('says clearly when a typed number is not a certificate of the organisation', async () => {
    api = fakeApi(byPath({ 'GET /cert/find': findAnswer(false) }));
    const router = renderRoute(<CertificateFindPage />, CertificatePaths.FIND, {
      session: visitor,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter the certificate number')).toBeVisible();
    expect(api.requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Certificate number'), ' 0000-0000 ');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const result = await screen.findByText('Certificate not found');
    expect(result).toBeVisible();
    expect(
      screen.getByText(
        'Check the number and try again: it is printed at the bottom left of the certificate.',
      ),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?number=0000-0000');
    expect(within(document.body).queryByText('Valid certificate')).not.toBeInTheDocument();
  });

  it('asks for the organisation number when neither the URL nor the device knows it', async () => {
    api = fakeApi(byPath({ 'GET /cert/find': findAnswer(true) }));
    const router = renderRoute(<CertificateFindPage />, CertificatePaths.FIND, {
      session: fakeSession({ member: null, factoryCode: null, factoryInfo: null }),
    });

    await userEvent.type(await screen.findByLabelText('Organisation number'), '100100');
    await userEvent.type(screen.getByLabelText('Certificate number'), '7K3PQ9MZXH2DA0B1');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?number=7K3PQ9MZXH2DA0B1&factoryCode=100100'),
    );
  });
});
