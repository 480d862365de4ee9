import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

// The root's own chunk (session, theme, api client) cannot be fetched: offline, or a deployment
// has replaced it.
vi.mock('./app-root', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('the app before its root has loaded (spec §2)', () => {
  it('shows a spinner, then the reload overlay when the root cannot load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      await screen.findByText('This page could not be loaded. Please reload and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });
});
