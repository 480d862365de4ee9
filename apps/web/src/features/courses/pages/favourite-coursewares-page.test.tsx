import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCoursewareListItem } from '@lectern/contracts/courses/get-courseware-list';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CoursePaths } from '../courses.feature';
import { bodiesOf, coursewareListItemOf, renderPage } from '../test/courses-fixtures';
import { FavouriteCoursewaresPage } from './favourite-coursewares-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('favourite courseware (spec §2 /personal/favs/courseware)', () => {
  it('lists the starred courseware, opens one on its own and unstars another', async () => {
    let starred: TCoursewareListItem[] = [
      coursewareListItemOf({ favourite: true }),
      coursewareListItemOf({
        coursewareId: 'cw-pdf',
        name: 'Safety handbook',
        kind: 'pdf',
        durationSeconds: null,
        pageCount: 12,
        favourite: true,
      }),
    ];
    api = fakeApi(
      byPath({
        'GET /courseware/favourites': () => ok({ list: starred, total: starred.length }),
        'POST /courseware/favourite': (config) => {
          const { coursewareId } = JSON.parse(String(config.data)) as { coursewareId: string };
          starred = starred.filter((courseware) => courseware.coursewareId !== coursewareId);
          return ok({ favourite: false });
        },
      }),
    );
    const router = renderPage(<FavouriteCoursewaresPage />, CoursePaths.FAVOURITE_COURSEWARES);
    const u = userEvent.setup();

    const handbook = await screen.findByRole('article', { name: 'Safety handbook' });
    expect(handbook).toHaveTextContent('PDF · 12 pages');
    expect(
      within(handbook).getByRole('link', { name: 'Workplace safety basics' }),
    ).toBeInTheDocument();

    const video = screen.getByRole('article', { name: 'Hazards on the floor' });
    await u.click(within(video).getByRole('button', { name: 'Favourite Hazards on the floor' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Hazards on the floor' }),
      ).not.toBeInTheDocument(),
    );
    expect(bodiesOf(api.requests, 'POST /courseware/favourite')).toEqual([
      { coursewareId: 'cw-video', favourite: false },
    ]);

    await u.click(within(handbook).getByRole('link', { name: 'Safety handbook' }));
    expect(
      await screen.findByText(`Opened ${CoursePaths.COURSEWARE_LEARNING}`),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?coursewareId=cw-pdf&courseId=course-1');
  });
});
