import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { noteOf, renderPage } from '../test/notes-fixtures';
import { NotesPanel } from './notes-panel';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const others = {
  list: [
    {
      noteId: 'note-9',
      content: 'Count the exits on the way in',
      nickName: 'Ada',
      avatar: null,
      updateTime: new Date(2024, 4, 7, 8, 0, 0).getTime(),
    },
  ],
  total: 1,
};

describe('a question’s notes', () => {
  it('shows others’ public notes with their names and saves the learner’s note as public', async () => {
    const saved: unknown[] = [];
    api = fakeApi(
      byPath({
        'GET /notes/question': ok({ mine: null, others }),
        'POST /notes/saveQuestion': (config) => {
          saved.push(JSON.parse(config.data as string));
          return ok(noteOf({ isPublic: true, content: 'Stay low' }));
        },
      }),
    );
    renderPage(<NotesPanel questionId="question-1" />, '/practice');

    expect(await screen.findByText('Count the exits on the way in')).toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('Other learners’ public notes (1)')).toBeInTheDocument();
    expect(screen.getByText('A private note is seen by you alone')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'My note' }), 'Stay low');
    await userEvent.click(screen.getByRole('switch', { name: 'Public' }));
    expect(
      screen.getByText(
        'A public note shows with your name to other learners who see this question',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(saved).toEqual([{ questionId: 'question-1', content: 'Stay low', isPublic: true }]),
    );
  });

  it('starts from the learner’s saved note and offers to delete it', async () => {
    api = fakeApi(
      byPath({
        'GET /notes/question': ok({ mine: noteOf(), others: { list: [], total: 0 } }),
      }),
    );
    renderPage(<NotesPanel questionId="question-1" />, '/practice');
    expect(await screen.findByRole('textbox', { name: 'My note' })).toHaveValue(
      'Exits first, then the alarm',
    );
    expect(screen.getByRole('switch', { name: 'Public' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
    expect(screen.getByText('No other learner has a public note here yet')).toBeInTheDocument();
  });
});
