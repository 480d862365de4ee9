import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCourseSummary } from '@lectern/contracts/courses/courses';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { CoursePaths } from '../courses.feature';
import { bodiesOf, callsOf, classifications, courseOf, renderPage } from '../test/courses-fixtures';
import { CourseListPage } from './course-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

/** Serves the catalogue; a star changes the course's `favourite` in what the list answers next. */
function serve(list: TCourseSummary[]) {
  let courses = list;
  api = fakeApi(
    byPath({
      'GET /course/classify': ok(classifications),
      'GET /course/list': () => ok({ list: courses, total: courses.length }),
      'POST /course/favourite': (config) => {
        const { courseId, favourite } = JSON.parse(String(config.data)) as {
          courseId: string;
          favourite: boolean;
        };
        courses = courses.map((course) =>
          course.courseId === courseId ? { ...course, favourite } : course,
        );
        return ok({ favourite });
      },
    }),
  );
  return api;
}

const requests = () => api?.requests ?? [];
const lastListQuery = () =>
  callsOf(requests(), 'GET /course/list').at(-1)?.params as Record<string, unknown>;

describe('all courses (spec §2 /exam/learn, §3 course)', () => {
  it('shows each course with its type, credit, price, courseware, length, counts, score and progress', async () => {
    serve([
      courseOf(),
      courseOf({
        courseId: 'course-2',
        name: 'Leading a team',
        type: 'elective',
        credit: 1.5,
        pointsPrice: 100,
        coverUrl: '/h5/api/files/cover-2.png',
        coursewareCount: 1,
        totalDurationSeconds: 0,
        learnedCount: 3,
        clickCount: 9,
        commentInfo: { totalCount: 0, averageScore: 0, highScoreRate: 0 },
        favourite: true,
        progress: 66.7,
      }),
      courseOf({ courseId: 'course-3', name: 'First aid', finished: true, progress: 100 }),
    ]);
    renderPage(<CourseListPage />, CoursePaths.COURSES);

    const safety = await screen.findByRole('article', { name: 'Workplace safety basics' });
    expect(within(safety).getByText('Required')).toBeInTheDocument();
    expect(within(safety).getByText('Credit 2')).toBeInTheDocument();
    expect(within(safety).getByText('Free')).toBeInTheDocument();
    expect(within(safety).getByText(/Courseware 3 · 1 h 15 min 00 s/)).toBeInTheDocument();
    expect(within(safety).getByText(/Learners 128 · Views 2048/)).toBeInTheDocument();
    expect(within(safety).getByText('4.5 · Comments 2')).toBeInTheDocument();
    expect(within(safety).getByText('Not started')).toBeInTheDocument();
    expect(
      within(safety).getByRole('button', { name: 'Favourite Workplace safety basics' }),
    ).toHaveAttribute('aria-pressed', 'false');
    // No cover image: one is drawn from the name.
    expect(safety.querySelector('.lectern-course-cover--drawn')).toHaveTextContent(
      'Workplace safety basics',
    );

    const team = screen.getByRole('article', { name: 'Leading a team' });
    expect(within(team).getByText('Elective')).toBeInTheDocument();
    expect(within(team).getByText('Credit 1.5')).toBeInTheDocument();
    expect(within(team).getByText('100 points')).toBeInTheDocument();
    expect(within(team).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(team).getByRole('progressbar', { name: 'Learning progress' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    expect(team.querySelector('img')).toHaveAttribute('src', '/h5/api/files/cover-2.png');
    expect(within(team).getByRole('button', { name: 'Favourite Leading a team' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const aid = screen.getByRole('article', { name: 'First aid' });
    expect(within(aid).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('3 in total')).toBeInTheDocument();
  });

  it('filters by classification, name and my courses, and pages by the spec §9 sizes', async () => {
    serve([courseOf()]);
    const router = renderPage(<CourseListPage />, CoursePaths.COURSES);
    const u = userEvent.setup();
    expect(await screen.findByText('My classification')).toBeInTheDocument();
    expect(lastListQuery()).toMatchObject({ pageNum: 1, pageSize: 10 });

    await u.click(screen.getByText('Fire'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ classifyPath: 'safety/fire/' }));

    await u.type(screen.getByRole('searchbox', { name: 'Search by course name' }), 'safety{Enter}');
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ classifyPath: 'safety/fire/', keyword: 'safety' }),
    );

    await u.click(screen.getByRole('switch', { name: 'Only my courses' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ mine: 'true', keyword: 'safety' }));
    expect(router.state.location.search).toContain('mine=true');
  });

  it('stars a course and opens it from its card', async () => {
    serve([courseOf()]);
    const router = renderPage(<CourseListPage />, CoursePaths.COURSES);
    const u = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Workplace safety basics' });

    await u.click(within(card).getByRole('button', { name: 'Favourite Workplace safety basics' }));
    await waitFor(() =>
      expect(bodiesOf(requests(), 'POST /course/favourite')).toEqual([
        { courseId: 'course-1', favourite: true },
      ]),
    );
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Favourite Workplace safety basics' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(callsOf(requests(), 'GET /course/list').length).toBeGreaterThan(1);

    await u.click(within(card).getByRole('link', { name: 'Workplace safety basics' }));
    expect(await screen.findByText(`Opened ${CoursePaths.COURSE}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?courseId=course-1');
  });

  it('says why the catalogue is refused (learning management is all-in-one only)', async () => {
    api = fakeApi(
      byPath({
        'GET /course/classify': ok(classifications),
        'GET /course/list': failure('300601'),
      }),
    );
    renderPage(<CourseListPage />, CoursePaths.COURSES);
    expect(
      await screen.findByText('Learning management is available only in the all-in-one edition'),
    ).toBeInTheDocument();
  });
});
