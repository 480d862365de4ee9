import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { CertificatePaths } from '../certificates.feature';
import { certificateOf } from '../test/certificate-fixtures';
import { CertificatesPage } from './certificates-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('my certificates (spec §2 /personal/cert)', () => {
  it('shows each certificate as its image with its title, kind, date and number', async () => {
    api = fakeApi(
      byPath({
        'GET /cert/list': ok({
          list: [
            certificateOf(),
            certificateOf({
              certificateId: 'certificate-2',
              number: 'ABCD-EFGH-JKMN-PQRS',
              kind: 'course',
              title: 'Onboarding',
              issueTime: new Date(2026, 9, 1, 12, 0, 0).getTime(),
              imageUrl: '/h5/api/cert/image?number=ABCDEFGHJKMNPQRS',
            }),
          ],
          total: 2,
        }),
      }),
    );
    renderRoute(<CertificatesPage />, CertificatePaths.CERTIFICATES);

    expect(await screen.findByRole('heading', { name: 'My certificates' })).toBeVisible();
    const cards = await screen.findAllByRole('listitem', { name: /信息安全自测|Onboarding/ });
    expect(cards).toHaveLength(2);
    const [exam, course] = cards;
    expect(within(exam!).getByRole('heading', { name: '信息安全自测' })).toBeVisible();
    expect(within(exam!).getByText('Exam certificate')).toBeVisible();
    expect(within(exam!).getByText('Issued 2026-11-20')).toBeVisible();
    expect(within(exam!).getByText('No. 7K3P-Q9MZ-XH2D-A0B1')).toBeVisible();
    const picture = within(exam!).getByRole('button', { name: 'View 信息安全自测 large' });
    expect(picture.querySelector('img')).toHaveAttribute(
      'src',
      '/h5/api/cert/image?number=7K3PQ9MZXH2DA0B1',
    );
    const download = within(exam!).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/h5/api/cert/image?number=7K3PQ9MZXH2DA0B1');
    expect(download).toHaveAttribute('download', 'certificate-7K3P-Q9MZ-XH2D-A0B1.png');
    expect(within(course!).getByText('Course certificate')).toBeVisible();
    expect(within(course!).getByText('Issued 2026-10-01')).toBeVisible();
  });

  it('opens a certificate large, with its download', async () => {
    api = fakeApi(byPath({ 'GET /cert/list': ok({ list: [certificateOf()], total: 1 }) }));
    renderRoute(<CertificatesPage />, CertificatePaths.CERTIFICATES);

    await userEvent.click(await screen.findByRole('button', { name: 'View large' }));
    const viewer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(viewer).getByText('信息安全自测')).toBeVisible());
    expect(within(viewer).getByRole('img', { name: 'Certificate: 信息安全自测' })).toHaveAttribute(
      'src',
      '/h5/api/cert/image?number=7K3PQ9MZXH2DA0B1',
    );
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'certificate-7K3P-Q9MZ-XH2D-A0B1.png',
    );
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how certificates are earned when the learner has none', async () => {
    api = fakeApi(byPath({ 'GET /cert/list': ok({ list: [], total: 0 }) }));
    renderRoute(<CertificatesPage />, CertificatePaths.CERTIFICATES);
    expect(
      await screen.findByText(
        'No certificates yet: pass an exam that awards one, or complete a course',
      ),
    ).toBeVisible();
  });
});
