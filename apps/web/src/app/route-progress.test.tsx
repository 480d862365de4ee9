import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { RouteProgress } from './route-progress';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function Layout() {
  return (
    <>
      <RouteProgress />
      <Link to="/slow">Slow page</Link>
      <Link to="/data">Data page</Link>
      <Outlet />
    </>
  );
}

function renderApp(slowChunk: Promise<void>, data: Promise<string>) {
  function DataPage() {
    const { data: text } = useQuery({ queryKey: ['text'], queryFn: () => data });
    return <p>{text ?? ''}</p>;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <p>Start</p> },
          {
            path: 'slow',
            lazy: async () => {
              await slowChunk;
              return { Component: () => <p>Slow page loaded</p> };
            },
          },
          { path: 'data', element: <DataPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('route loading bar', () => {
  it('shows a named progressbar while a route chunk loads, and goes once it is there', async () => {
    const chunk = deferred<void>();
    renderApp(chunk.promise, new Promise(() => undefined));
    await screen.findByText('Start');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading…' });
    expect(bar).toHaveAttribute('aria-busy', 'true');

    await act(async () => chunk.resolve());
    expect(await screen.findByText('Slow page loaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it("shows while the page's first data loads", async () => {
    const text = deferred<string>();
    renderApp(Promise.resolve(), text.promise);
    await userEvent.click(await screen.findByRole('link', { name: 'Data page' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();

    await act(async () => text.resolve('The data'));
    expect(await screen.findByText('The data')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
