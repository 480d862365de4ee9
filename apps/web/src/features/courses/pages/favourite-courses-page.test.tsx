import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCourseSummary } from '@lectern/contracts/courses/courses';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CoursePaths, LinkedPaths } from '../courses.feature';
import { bodiesOf, courseOf, renderPage } from '../test/courses-fixtures';
import { FavouriteCoursesPage } from './favourite-courses-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('favourite courses (spec §2 /personal/favs/course)', () => {
  it('lists the starred courses and drops one once unstarred', async () => {
    let starred: TCourseSummary[] = [
      courseOf({ favourite: true }),
      courseOf({ courseId: 'course-2', name: 'Fire drills', favourite: true, progress: 40 }),
    ];
    api = fakeApi(
      byPath({
        'GET /course/favourites': () => ok({ list: starred, total: starred.length }),
        'POST /course/favourite': (config) => {
          const { courseId } = JSON.parse(String(config.data)) as { courseId: string };
          starred = starred.filter((course) => course.courseId !== courseId);
          return ok({ favourite: false });
        },
      }),
    );
    renderPage(<FavouriteCoursesPage />, CoursePaths.FAVOURITE_COURSES);
    const u = userEvent.setup();

    const fire = await screen.findByRole('article', { name: 'Fire drills' });
    expect(within(fire).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('article', { name: 'Workplace safety basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to favourites/ })).toHaveAttribute(
      'href',
      LinkedPaths.FAVOURITES,
    );

    await u.click(within(fire).getByRole('button', { name: 'Favourite Fire drills' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Fire drills' })).not.toBeInTheDocument(),
    );
    expect(bodiesOf(api.requests, 'POST /course/favourite')).toEqual([
      { courseId: 'course-2', favourite: false },
    ]);
    expect(screen.getByText('1 in total')).toBeInTheDocument();
  });

  it('says how to star a course when there is none', async () => {
    api = fakeApi(byPath({ 'GET /course/favourites': ok({ list: [], total: 0 }) }));
    renderPage(<FavouriteCoursesPage />, CoursePaths.FAVOURITE_COURSES);
    expect(
      await screen.findByText('No favourite courses yet: star a course in Course learning'),
    ).toBeInTheDocument();
  });
});
