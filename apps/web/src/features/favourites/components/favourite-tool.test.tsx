import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { FavouriteTool } from './favourite-tool';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('the star of a question', () => {
  it('favourites the question and unfavourites it again', async () => {
    api = fakeApi(
      byPath({
        'GET /favourites/question': ok({ questionId: 'question-1', favourite: false }),
        'POST /favourites/addQuestion': ok({ questionId: 'question-1', favourite: true }),
        'POST /favourites/removeQuestion': ok({ questionId: 'question-1', favourite: false }),
      }),
    );
    render(
      <TestProviders>
        <FavouriteTool questionId="question-1" />
      </TestProviders>,
    );
    const star = await screen.findByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    const starred = await screen.findByRole('button', { name: 'Favourited' });
    expect(starred).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(starred);
    expect(await screen.findByRole('button', { name: 'Favourite' })).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual([
      '/favourites/question',
      '/favourites/addQuestion',
      '/favourites/removeQuestion',
    ]);
  });
});
