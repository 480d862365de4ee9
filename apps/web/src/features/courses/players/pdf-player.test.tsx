import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/session';
import { progressOf, sessionOf } from '../test/learning-fixtures';
import { PdfPlayer } from './pdf-player';
import type { TPlayerHandle } from './player-types';

// pdf.js 6 does not load on Node 20 (STACK.md): the document is a fake that records its pages.
const { pdf } = vi.hoisted(() => ({
  pdf: { opened: [] as string[], drawn: [] as number[], failing: false },
}));
vi.mock('./pdf-document', () => ({
  openPdf: async (url: string) => {
    if (pdf.failing) throw new Error('broken PDF');
    pdf.opened.push(url);
    return {
      pageCount: 4,
      render: async (page: number) => {
        pdf.drawn.push(page);
      },
      destroy: () => undefined,
    };
  },
}));

beforeEach(() => {
  pdf.opened = [];
  pdf.drawn = [];
  pdf.failing = false;
});

function renderPdf(startAt = 1) {
  const handlers = { onActive: vi.fn(), onPosition: vi.fn(), onPageTurn: vi.fn() };
  const ref = createRef<TPlayerHandle>();
  render(
    <TestProviders>
      <PdfPlayer
        ref={ref}
        session={sessionOf({
          kind: 'pdf',
          url: '/h5/api/files/handbook.pdf',
          pageCount: 4,
          progress: progressOf({ position: startAt }),
        })}
        startAt={startAt}
        held={false}
        {...handlers}
      />
    </TestProviders>,
  );
  return { ...handlers, ref };
}

describe('PdfPlayer', () => {
  it('opens the document at the page where learning stopped, one page at a time', async () => {
    const { onActive, onPosition } = renderPdf(3);
    expect(await screen.findByText('3 / 4')).toBeVisible();
    expect(pdf.opened).toEqual(['/h5/api/files/handbook.pdf']);
    await waitFor(() => expect(pdf.drawn).toEqual([3]));
    expect(screen.getByRole('img', { name: 'Page 3 of 4' })).toBeInTheDocument();
    expect(onActive).toHaveBeenLastCalledWith(true);
    expect(onPosition).toHaveBeenLastCalledWith(3);
  });

  it('turns pages, reporting the page left and the page reached', async () => {
    const user = userEvent.setup();
    const { onPageTurn, onPosition } = renderPdf(1);
    await screen.findByText('1 / 4');
    const previous = screen.getByRole('button', { name: /Previous page/ });
    await waitFor(() => expect(previous).toBeDisabled());

    await user.click(screen.getByRole('button', { name: /Next page/ }));
    expect(screen.getByText('2 / 4')).toBeVisible();
    expect(onPageTurn).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(onPosition).toHaveBeenLastCalledWith(2));
    await waitFor(() => expect(pdf.drawn).toEqual([1, 2]));

    await user.click(previous);
    expect(onPageTurn).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('1 / 4')).toBeVisible();
  });

  it('opens a note’s page', async () => {
    const { ref, onPageTurn } = renderPdf(1);
    await screen.findByText('1 / 4');
    act(() => ref.current?.seek(4));
    expect(await screen.findByText('4 / 4')).toBeVisible();
    expect(onPageTurn).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: /Next page/ })).toBeDisabled();
  });

  it('says so when the document cannot be loaded', async () => {
    pdf.failing = true;
    const { onActive } = renderPdf(1);
    expect(
      await screen.findByText('The courseware could not be loaded. Please try again later.'),
    ).toBeVisible();
    expect(onActive).not.toHaveBeenCalledWith(true);
  });
});
