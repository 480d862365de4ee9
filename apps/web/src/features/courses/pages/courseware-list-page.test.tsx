import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CoursePaths } from '../courses.feature';
import { bodiesOf, callsOf, coursewareListItemOf, renderPage } from '../test/courses-fixtures';
import { CoursewareListPage } from './courseware-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const coursewares = [
  coursewareListItemOf({
    progress: {
      learnedSeconds: 600,
      position: 600,
      pagesSeen: [],
      progress: 100,
      completedAt: new Date(2024, 4, 6, 9, 30, 0).getTime(),
      seq: 40,
    },
  }),
  coursewareListItemOf({
    coursewareId: 'cw-audio',
    name: 'Alarm sounds',
    kind: 'audio',
    durationSeconds: 95,
    learnedCount: 4,
    courseId: 'course-2',
    courseName: 'Fire drills',
  }),
];

function serve() {
  api = fakeApi(
    byPath({
      'GET /courseware/list': ok({ list: coursewares, total: 12 }),
      'POST /courseware/favourite': (config) =>
        ok({ favourite: (JSON.parse(String(config.data)) as { favourite: boolean }).favourite }),
    }),
  );
  return api;
}

const requests = () => api?.requests ?? [];
const lastQuery = () =>
  callsOf(requests(), 'GET /courseware/list').at(-1)?.params as Record<string, unknown>;

describe('all courseware (spec §2 /exam/learncourseware)', () => {
  it('lists every courseware with its kind, length, learners, course and the learner’s progress', async () => {
    serve();
    renderPage(<CoursewareListPage />, CoursePaths.COURSEWARES);

    const video = await screen.findByRole('article', { name: 'Hazards on the floor' });
    expect(video).toHaveTextContent('Video · 10 min 00 s · Completed by 80');
    expect(within(video).getByRole('link', { name: 'Workplace safety basics' })).toHaveAttribute(
      'href',
      `${CoursePaths.COURSE}?courseId=course-1`,
    );
    expect(within(video).getByText('Completed')).toBeInTheDocument();
    const audio = screen.getByRole('article', { name: 'Alarm sounds' });
    expect(audio).toHaveTextContent('Audio · 01 min 35 s · Completed by 4');
    expect(screen.getByText('12 in total')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All courseware', selected: true })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ group: 'all', pageNum: 1, pageSize: 10 });
  });

  it('searches by name and kind, stars a courseware and opens it on its own', async () => {
    serve();
    const router = renderPage(<CoursewareListPage />, CoursePaths.COURSEWARES);
    const u = userEvent.setup();
    const audio = await screen.findByRole('article', { name: 'Alarm sounds' });

    await u.type(
      screen.getByRole('searchbox', { name: 'Search by courseware name' }),
      'alarm{Enter}',
    );
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: 'alarm', group: 'all' }));

    await u.click(screen.getByRole('combobox', { name: 'Courseware kind' }));
    await u.click(await screen.findByTitle('Audio'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: 'alarm', kind: 'audio' }));

    await u.click(within(audio).getByRole('button', { name: 'Favourite Alarm sounds' }));
    await waitFor(() =>
      expect(bodiesOf(requests(), 'POST /courseware/favourite')).toEqual([
        { coursewareId: 'cw-audio', favourite: true },
      ]),
    );

    await u.click(within(audio).getByRole('link', { name: 'Alarm sounds' }));
    expect(
      await screen.findByText(`Opened ${CoursePaths.COURSEWARE_LEARNING}`),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?coursewareId=cw-audio&courseId=course-2');
  });
});
