import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CoursePaths, LinkedPaths } from '../courses.feature';
import { callsOf, noteOf, renderPage } from '../test/courses-fixtures';
import { CourseNotesPage } from './course-notes-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const notes = [
  noteOf(),
  noteOf({
    noteId: 'note-2',
    coursewareId: 'cw-pdf',
    coursewareName: 'Safety handbook',
    content: 'Page 4 lists the fire exits.',
    isPublic: true,
    at: 4,
  }),
];

const lastQuery = () =>
  callsOf(api?.requests ?? [], 'GET /course/notes').at(-1)?.params as Record<string, unknown>;

describe('course notes (spec §2 /personal/notes, searchable)', () => {
  it('lists the learner’s course notes and opens one where it was taken', async () => {
    api = fakeApi(byPath({ 'GET /course/notes': ok({ list: notes, total: 2 }) }));
    const router = renderPage(<CourseNotesPage />, CoursePaths.COURSE_NOTES);
    const u = userEvent.setup();

    const handbook = (await screen.findByText('Page 4 lists the fire exits.')).closest(
      'li',
    ) as HTMLElement;
    expect(within(handbook).getByText('Safety handbook')).toBeInTheDocument();
    expect(within(handbook).getByText('Public')).toBeInTheDocument();
    const video = screen
      .getByText('Wet floors: put the sign out first.')
      .closest('li') as HTMLElement;
    expect(within(video).getByText('Private')).toBeInTheDocument();
    expect(within(video).getByText('2024-05-07 20:00:00')).toBeInTheDocument();
    // The learner's own notes: no courseware asked for.
    expect(lastQuery()).toEqual(expect.not.objectContaining({ coursewareId: expect.anything() }));
    expect(screen.getByRole('tab', { name: 'Course notes', selected: true })).toBeInTheDocument();

    await u.click(within(handbook).getByRole('link', { name: 'Open where I took it' }));
    expect(await screen.findByText(`Opened ${CoursePaths.COURSE_LEARNING}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?courseId=course-1&coursewareId=cw-pdf&at=4');
  });

  it('searches the notes on the server and says when none matches', async () => {
    api = fakeApi(
      byPath({
        'GET /course/notes': (config) =>
          (config.params as { keyword?: string }).keyword
            ? ok({ list: [], total: 0 })
            : ok({ list: notes, total: 2 }),
      }),
    );
    renderPage(<CourseNotesPage />, CoursePaths.COURSE_NOTES);
    const u = userEvent.setup();
    await screen.findByText('Page 4 lists the fire exits.');

    await u.type(screen.getByRole('searchbox', { name: 'Search course notes' }), 'ladder{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: 'ladder', pageNum: 1 }));
    expect(await screen.findByText('No note matches')).toBeInTheDocument();
  });

  it('leads to the question notes through its tabs', async () => {
    api = fakeApi(byPath({ 'GET /course/notes': ok({ list: [], total: 0 }) }));
    const router = renderPage(<CourseNotesPage />, CoursePaths.COURSE_NOTES);
    const u = userEvent.setup();
    expect(
      await screen.findByText('No course notes yet: take notes while learning a courseware'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Question notes' }));
    expect(await screen.findByText(`Opened ${LinkedPaths.QUESTION_NOTES}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(LinkedPaths.QUESTION_NOTES);
  });
});
