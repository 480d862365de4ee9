import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { NotePaths } from '../notes.feature';
import { listedNoteOf, renderPage } from '../test/notes-fixtures';
import { NotesPage } from './notes-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('my notes (spec §2 /personal/notes)', () => {
  it('lists the learner’s notes with their questions and searches on the server', async () => {
    api = fakeApi(
      byPath({
        'GET /notes/list': (config) =>
          ok(
            (config.params as { keyword?: string }).keyword === 'alarm'
              ? { list: [listedNoteOf()], total: 1 }
              : {
                  list: [
                    listedNoteOf(),
                    listedNoteOf({
                      noteId: 'note-2',
                      questionId: 'question-2',
                      content: 'CO2 for electrics',
                      isPublic: true,
                      stem: '<p>Which extinguisher?</p>',
                    }),
                  ],
                  total: 2,
                },
          ),
      }),
    );
    const router = renderPage(<NotesPage />, NotePaths.NOTES);

    expect(await screen.findByText('CO2 for electrics')).toBeInTheDocument();
    expect(screen.getByText('Which extinguisher?')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search notes and question text' }),
      'alarm{Enter}',
    );
    await waitFor(() => expect(screen.queryByText('CO2 for electrics')).not.toBeInTheDocument());
    expect(screen.getByText('Exits first, then the alarm')).toBeInTheDocument();
    expect(api.requests.at(-1)?.params).toMatchObject({ keyword: 'alarm', pageNum: 1 });

    await userEvent.click(screen.getByRole('link', { name: 'View question' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(NotePaths.NOTE_QUESTION));
    expect(router.state.location.search).toBe('?questionId=question-1');
  });

  it('says when nothing matches', async () => {
    api = fakeApi(byPath({ 'GET /notes/list': ok({ list: [], total: 0 }) }));
    renderPage(<NotesPage />, `${NotePaths.NOTES}?keyword=nothing`);
    expect(await screen.findByText('No note matches')).toBeInTheDocument();
  });

  it('leads to the course notes through its tabs', async () => {
    api = fakeApi(byPath({ 'GET /notes/list': ok({ list: [], total: 0 }) }));
    const router = renderPage(<NotesPage />, NotePaths.NOTES);
    expect(
      await screen.findByRole('tab', { name: 'Question notes', selected: true }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Course notes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(NotePaths.COURSE_NOTES));
  });
});
