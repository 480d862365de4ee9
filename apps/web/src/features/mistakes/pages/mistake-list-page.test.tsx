import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { MistakesPaths } from '../mistakes.feature';
import { questionsOf, renderPage } from '../test/mistakes-fixtures';
import { MistakeListPage } from './mistake-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );

const SET = `${MistakesPaths.LIST}?sourceType=1&sourceId=drill`;

describe('a mistake set’s questions (spec §2 /mistakes/list)', () => {
  it('lists each question with its wrong and right answers and removes one after a confirmation', async () => {
    let questions = questionsOf();
    api = fakeApi(
      byPath({
        'GET /mistakes/questions': () =>
          questions.length > 0 ? ok({ name: 'Drills', questions }) : failure('300403'),
        'POST /mistakes/remove': (config) => {
          const { questionId } = JSON.parse(String(config.data)) as { questionId: string };
          questions = questions.filter((item) => item.view.questionId !== questionId);
          return ok({ questionId });
        },
      }),
    );
    const router = renderPage(<MistakeListPage />, SET);
    const u = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Drills' })).toBeInTheDocument();
    expect(calls('GET /mistakes/questions')[0]?.params).toMatchObject({
      sourceType: '1',
      sourceId: 'drill',
    });
    expect(screen.getByText('Practice · Questions: 2')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Question 1' });
    expect(within(first).getByText('Which city is the capital of France?')).toBeInTheDocument();
    expect(within(first).getByText('Single choice')).toBeInTheDocument();
    expect(within(first).getByText('Wrong answers: 2')).toBeInTheDocument();
    expect(within(first).getByText('Right answers: 1')).toBeInTheDocument();
    expect(within(first).getByText('2024-05-06 09:00:00')).toBeInTheDocument();

    await u.click(within(first).getByRole('button', { name: 'Remove from set' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove question 1 from this mistake set?',
    });
    await u.click(within(dialog).getByRole('button', { name: 'Remove from set' }));
    await waitFor(() => expect(calls('POST /mistakes/remove')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST /mistakes/remove')[0]?.data))).toEqual({
      sourceType: 1,
      sourceId: 'drill',
      questionId: 'q-capital',
    });
    await waitFor(() =>
      expect(screen.queryByText('Which city is the capital of France?')).toBeNull(),
    );
    expect(screen.getByText('The Earth orbits the Sun.')).toBeInTheDocument();

    // The last one removed: the set answers 300403, shown as an empty set.
    await u.click(screen.getByRole('button', { name: 'Remove from set' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from set' }),
    );
    expect(await screen.findByText('This mistake set has no questions left.')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Back to mistakes' }));
    expect(router.state.location.pathname).toBe(MistakesPaths.SETS);
    expect(router.state.location.search).toBe('?sourceType=1');
  });

  it('opens the set’s practice', async () => {
    api = fakeApi(
      byPath({ 'GET /mistakes/questions': ok({ name: null, questions: questionsOf() }) }),
    );
    const router = renderPage(<MistakeListPage />, `${MistakesPaths.LIST}?sourceType=5&sourceId=`);
    expect(await screen.findByRole('heading', { name: 'Unclassified' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Practise' }));
    expect(router.state.location.pathname).toBe(MistakesPaths.PROCESSING);
    expect(router.state.location.search).toBe('?sourceType=5&sourceId=');
  });

  it('says when no set is named', async () => {
    api = fakeApi(byPath({}));
    renderPage(<MistakeListPage />, `${MistakesPaths.LIST}?sourceType=7`);
    expect(await screen.findByText('No mistake set was chosen.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
