import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CheckInPaths } from '../check-in.feature';
import { detailOf, renderPage } from '../test/check-in-fixtures';
import { ClockPreviewPage } from './clock-preview-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('a plan’s preview (spec §2 /clock/preview)', () => {
  it('shows the rules and what each day asks, and leads to joining', async () => {
    api = fakeApi(byPath({ 'GET /clock/detail': ok(detailOf({ joined: false, progress: null })) }));
    const router = renderPage(<ClockPreviewPage />, `${CheckInPaths.PREVIEW}?planId=plan-1`);
    expect(await screen.findByRole('heading', { name: 'Security week' })).toBeInTheDocument();
    expect(screen.getByText('A little security every day.')).toBeInTheDocument();
    expect(screen.getByText('Every day')).toBeInTheDocument();
    expect(screen.getByText(/Two questions/).closest('li')).toHaveTextContent(
      'Answer · Two questions (questions: 2)',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    expect(router.state.location.pathname).toBe(CheckInPaths.JOIN);
  });
});
