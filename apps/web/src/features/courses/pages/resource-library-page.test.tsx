import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CoursePaths } from '../courses.feature';
import { callsOf, coursewareListItemOf, renderPage } from '../test/courses-fixtures';
import { ResourceLibraryPage } from './resource-library-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const resources = [
  coursewareListItemOf({
    coursewareId: 'cw-pdf',
    name: 'Safety handbook',
    kind: 'pdf',
    durationSeconds: null,
    pageCount: 12,
  }),
  coursewareListItemOf({
    coursewareId: 'cw-text',
    name: 'Who to call',
    kind: 'richText',
    durationSeconds: null,
    pageCount: null,
  }),
];

const lastQuery = () =>
  callsOf(api?.requests ?? [], 'GET /courseware/list').at(-1)?.params as Record<string, unknown>;

describe('resource library (spec §2 /exam/learn/resource)', () => {
  it('lists the documents, pictures and rich text, by the resource kinds only', async () => {
    api = fakeApi(byPath({ 'GET /courseware/list': ok({ list: resources, total: 2 }) }));
    const router = renderPage(<ResourceLibraryPage />, CoursePaths.RESOURCES);
    const u = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Resource library' }),
    ).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ group: 'resource' });
    expect(await screen.findByRole('article', { name: 'Safety handbook' })).toHaveTextContent(
      'PDF · 12 pages',
    );
    const text = screen.getByRole('article', { name: 'Who to call' });
    expect(text).toHaveTextContent('Rich text · Completed by 80');

    await u.click(screen.getByRole('combobox', { name: 'Courseware kind' }));
    await screen.findByTitle('Rich text');
    const options = document.querySelectorAll('.ant-select-item-option');
    expect([...options].map((option) => option.textContent)).toEqual([
      'All kinds',
      'PDF',
      'Document',
      'Picture',
      'Rich text',
    ]);
    await u.click(screen.getByTitle('Picture'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ group: 'resource', kind: 'picture' }));

    await u.click(within(text).getByRole('link', { name: 'Who to call' }));
    expect(
      await screen.findByText(`Opened ${CoursePaths.COURSEWARE_LEARNING}`),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?coursewareId=cw-text&courseId=course-1');
  });

  it('leads to all courses and all courseware through its tabs', async () => {
    api = fakeApi(byPath({ 'GET /courseware/list': ok({ list: [], total: 0 }) }));
    const router = renderPage(<ResourceLibraryPage />, CoursePaths.RESOURCES);
    const u = userEvent.setup();
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'All courses' }));
    expect(await screen.findByText(`Opened ${CoursePaths.COURSES}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CoursePaths.COURSES);
  });
});
