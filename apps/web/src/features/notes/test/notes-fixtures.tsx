import type { TNoteListItem } from '@lectern/contracts/notes/get-note-list';
import type { TQuestionNote } from '@lectern/contracts/notes/notes';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureApiClient } from '@/lib/api-environment';
import { TestProviders } from '@/test/session';

export const noteOf = (overrides: Partial<TQuestionNote> = {}): TQuestionNote => ({
  noteId: 'note-1',
  questionId: 'question-1',
  content: 'Exits first, then the alarm',
  isPublic: false,
  createTime: new Date(2024, 4, 6, 9, 0, 0).getTime(),
  updateTime: new Date(2024, 4, 6, 9, 30, 0).getTime(),
  ...overrides,
});

export const listedNoteOf = (overrides: Partial<TNoteListItem> = {}): TNoteListItem => ({
  ...noteOf(),
  questionType: 1,
  customTypeName: null,
  stem: '<p>Where do you go first in a fire?</p>',
  ...overrides,
});

/** Renders `page` at `entry`; any other path just names itself. */
export function renderPage(page: ReactElement, entry: string) {
  const pagePath = entry.split('?')[0] ?? entry;
  const router = createMemoryRouter(
    [
      { path: pagePath, element: page },
      { path: '*', element: <p>Opened another page</p> },
    ],
    { initialEntries: [entry] },
  );
  configureApiClient({ location: () => router.state.location });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
