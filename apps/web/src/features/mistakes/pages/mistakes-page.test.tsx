import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import type { TMistakeSet } from '@lectern/contracts/mistakes/mistakes';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { MistakesPaths } from '../mistakes.feature';
import { defaultSettings, renderPage, setOf } from '../test/mistakes-fixtures';
import { MistakesPage } from './mistakes-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const bodies = (path: string) =>
  calls(path).map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);

/** Serves the sets by source type (the server's answer after clearing: none). */
function serve(setsByType: Record<string, TMistakeSet[]>) {
  let cleared = false;
  api = fakeApi(
    byPath({
      'GET /mistakes/sets': (config: InternalAxiosRequestConfig) => {
        const { sourceType } = config.params as { sourceType: string };
        return ok(cleared ? [] : (setsByType[sourceType] ?? []));
      },
      'GET /mistakes/settings': ok(defaultSettings),
      'POST /mistakes/saveSettings': (config) => ok(JSON.parse(String(config.data))),
      'POST /mistakes/clear': () => {
        cleared = true;
        return ok({ removedCount: 3 });
      },
    }),
  );
  return api;
}

describe('mistake sets (spec §2 /mistakes, §3)', () => {
  it('shows each set of a source with its name, questions, wrong and right answers', async () => {
    serve({
      '5': [
        setOf(),
        setOf({ sourceId: '', name: null, questionCount: 1, wrongCount: 1, correctCount: 0 }),
      ],
      '1': [setOf({ sourceType: 1, sourceId: 'drill', name: 'Drills', wrongCount: 4 })],
    });
    const router = renderPage(<MistakesPage />, MistakesPaths.SETS);
    const u = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Mistakes' })).toBeInTheDocument();
    const geography = await screen.findByRole('article', { name: 'Geography' });
    expect(within(geography).getByText('Questions: 2')).toBeInTheDocument();
    expect(within(geography).getByText('Wrong answers: 3')).toBeInTheDocument();
    expect(within(geography).getByText('Right answers: 1')).toBeInTheDocument();
    const unclassified = screen.getByRole('article', { name: 'Unclassified' });
    expect(within(unclassified).getByText('Wrong answers: 1')).toBeInTheDocument();
    expect(calls('GET /mistakes/sets')[0]?.params).toMatchObject({ sourceType: '5' });

    await u.click(screen.getByRole('tab', { name: 'Practice' }));
    const drills = await screen.findByRole('article', { name: 'Drills' });
    expect(within(drills).getByText('Wrong answers: 4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sourceType=1');

    await u.click(within(drills).getByRole('link', { name: 'View questions' }));
    expect(router.state.location.pathname).toBe(MistakesPaths.LIST);
    expect(router.state.location.search).toBe('?sourceType=1&sourceId=drill');
  });

  it('opens a set’s practice and says when a source has no mistakes', async () => {
    serve({ '5': [setOf()] });
    const router = renderPage(<MistakesPage />, `${MistakesPaths.SETS}?sourceType=3`);
    expect(await screen.findByText(/No knowledge point mistakes yet/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Knowledge points' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Exams' }));
    const geography = await screen.findByRole('article', { name: 'Geography' });
    await userEvent.click(within(geography).getByRole('button', { name: 'Practise' }));
    expect(router.state.location.pathname).toBe(MistakesPaths.PROCESSING);
    expect(router.state.location.search).toBe('?sourceType=5&sourceId=class-geo');
  });

  it('saves the collection and auto-removal settings', async () => {
    serve({});
    renderPage(<MistakesPage />, MistakesPaths.SETS);
    const u = userEvent.setup();

    const settings = await screen.findByRole('region', { name: 'Mistake settings' });
    const save = within(settings).getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    expect(within(settings).getByRole('checkbox', { name: 'From exams' })).toBeChecked();
    const after = within(settings).getByRole('spinbutton', { name: 'Right answers needed' });
    expect(after).toBeDisabled();

    await u.click(within(settings).getByRole('checkbox', { name: 'From exams' }));
    await u.click(
      within(settings).getByRole('switch', {
        name: 'Remove a question after enough right answers',
      }),
    );
    await u.clear(after);
    await u.type(after, '2');
    await u.click(save);

    await waitFor(() => expect(bodies('POST /mistakes/saveSettings')).toHaveLength(1));
    expect(bodies('POST /mistakes/saveSettings')[0]).toEqual({
      ...defaultSettings,
      collectInExam: false,
      autoRemove: true,
      autoRemoveAfter: 2,
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('clears every set after a confirmation', async () => {
    serve({ '5': [setOf()] });
    renderPage(<MistakesPage />, MistakesPaths.SETS);
    const u = userEvent.setup();

    await screen.findByRole('article', { name: 'Geography' });
    await u.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all mistakes?' });
    expect(calls('POST /mistakes/clear')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(bodies('POST /mistakes/clear')).toEqual([{}]));
    expect(await screen.findByText('3 mistakes cleared')).toBeInTheDocument();
    expect(await screen.findByText(/No exam mistakes yet/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Geography' })).toBeNull();
  });

  it('shows the catalogue message when the sets cannot be read (300600)', async () => {
    api = fakeApi(
      byPath({
        'GET /mistakes/sets': failure('300600'),
        'GET /mistakes/settings': failure('300600'),
      }),
    );
    renderPage(<MistakesPage />, MistakesPaths.SETS);
    const message = 'Practice management is available only in the exam and all-in-one editions';
    // In the tab and in the settings' place (and the api client's toast).
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
