import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { CourseFavouritePaths, FavouritePaths } from '../favourites.feature';
import { FavouritesPage } from './favourites-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const page = (total: number) => ok({ list: [], total });

describe('favourites (spec §2 /personal/favs)', () => {
  it('leads to the favourite questions, courses and courseware, with their counts', async () => {
    api = fakeApi(
      byPath({
        'GET /favourites/questions': page(7),
        'GET /course/favourites': page(2),
        'GET /courseware/favourites': page(5),
      }),
    );
    renderRoute(<FavouritesPage />, FavouritePaths.FAVOURITES);

    const questions = await screen.findByRole('link', { name: /Questions/ });
    expect(questions).toHaveAttribute('href', FavouritePaths.QUESTIONS);
    expect(await within(questions).findByText('7 in total')).toBeInTheDocument();
    const courses = screen.getByRole('link', { name: /Courses/ });
    expect(courses).toHaveAttribute('href', CourseFavouritePaths.COURSES);
    expect(await within(courses).findByText('2 in total')).toBeInTheDocument();
    const coursewares = screen.getByRole('link', { name: /Courseware/ });
    expect(coursewares).toHaveAttribute('href', CourseFavouritePaths.COURSEWARES);
    expect(await within(coursewares).findByText('5 in total')).toBeInTheDocument();
  });

  it('still leads to the courses without a count when learning management is off', async () => {
    api = fakeApi(
      byPath({
        'GET /favourites/questions': page(0),
        'GET /course/favourites': failure('300601'),
        'GET /courseware/favourites': failure('300601'),
      }),
    );
    renderRoute(<FavouritesPage />, FavouritePaths.FAVOURITES);
    expect(await screen.findByText('0 in total')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(
      screen.queryByText('Learning management is available only in the all-in-one edition'),
    ).toBeNull();
  });
});
