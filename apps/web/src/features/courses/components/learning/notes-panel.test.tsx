import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { noteOf } from '../../test/learning-fixtures';
import { NotesPanel } from './notes-panel';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const bodies = (path: string) =>
  (api?.requests ?? [])
    .filter((request) => request.url === path)
    .map((request) => JSON.parse(String(request.data)) as unknown);

function renderNotes() {
  api = fakeApi(
    byPath({
      'GET /course/notes': ok({
        list: [
          noteOf({ coursewareId: 'cw-pdf', at: 3, isPublic: false }),
          noteOf({
            noteId: 'note-2',
            coursewareId: 'cw-pdf',
            at: 5,
            mine: false,
            authorName: 'Lee',
            content: 'See the table',
          }),
        ],
        total: 2,
      }),
      'POST /course/note/save': (config) => ok(noteOf(JSON.parse(String(config.data)))),
      'POST /course/note/delete': ok({ deleted: true }),
    }),
  );
  const onOpen = vi.fn();
  render(
    <TestProviders>
      <NotesPanel coursewareId="cw-pdf" kind="pdf" position={2} onOpen={onOpen} />
    </TestProviders>,
  );
  return onOpen;
}

describe('NotesPanel', () => {
  it('lists the learner’s and others’ public notes by page, and opens a note’s page', async () => {
    const user = userEvent.setup();
    const onOpen = renderNotes();
    expect(await screen.findByText('Helmets first')).toBeVisible();
    expect(screen.getByText('Private')).toBeVisible();
    expect(screen.getByText('Lee')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to Page 5' }));
    expect(onOpen).toHaveBeenCalledWith(5);
    expect(screen.getByRole('button', { name: 'Add note at Page 2' })).toBeDisabled();
  });

  it('edits and deletes the learner’s own notes only', async () => {
    const user = userEvent.setup();
    renderNotes();
    await screen.findByText('Helmets first');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getAllByRole('textbox', { name: 'Note' })[1];
    if (!editor) throw new Error('no editor');
    await user.clear(editor);
    await user.type(editor, 'Helmets and boots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies('/course/note/save')).toEqual([
        {
          coursewareId: 'cw-pdf',
          noteId: 'note-1',
          content: 'Helmets and boots',
          isPublic: false,
          at: 3,
        },
      ]),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodies('/course/note/delete')).toEqual([{ noteId: 'note-1' }]));
  });
});
