import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { LearningMapPaths } from '../learning-maps.feature';
import { progress, summary } from '../test/map-fixtures';
import { LearningMapListPage } from './learning-map-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const tree = [
  {
    name: '我的分类',
    labelKey: 'myClassification',
    classifyCode: '',
    classifyPath: '',
    isEdit: false,
    isAble: true,
    children: [
      {
        name: 'Onboarding',
        classifyCode: 'growth',
        classifyPath: 'growth/',
        isEdit: false,
        isAble: true,
        children: [],
      },
    ],
  },
];

describe('the learning maps (spec §2 /learn-map)', () => {
  it('lists the maps with their progress beside the classification list, and filters by it', async () => {
    api = fakeApi(
      byPath({
        'GET /learn/map/classify': ok(tree),
        'GET /learn/map/list': (config) =>
          ok(
            (config.params as { classifyPath?: string }).classifyPath === 'growth/'
              ? { list: [summary({ mapId: 'a', name: 'Starter' })], total: 1 }
              : {
                  list: [
                    summary({
                      mapId: 'a',
                      name: 'Starter',
                      credit: 20,
                      classifyName: 'New starters',
                    }),
                    summary({
                      mapId: 'b',
                      name: 'Sales',
                      progress: progress({ completed: true, percent: 100, doneCount: 2 }),
                    }),
                  ],
                  total: 2,
                },
          ),
      }),
    );
    const router = renderRoute(<LearningMapListPage />, LearningMapPaths.MAPS, {
      destinations: [LearningMapPaths.MAP, LearningMapPaths.DEVELOPMENT],
    });

    expect(await screen.findByRole('link', { name: 'Starter' })).toBeVisible();
    expect(screen.getByText(/20 credits on completion/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress of Starter' })).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Development map' })).toBeVisible();

    expect(screen.getByText(/New starters/)).toBeVisible();
    await userEvent.click(screen.getByText('Onboarding'));
    await waitFor(() => expect(router.state.location.search).toContain('classifyPath=growth%2F'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sales' })).toBeNull());

    await userEvent.click(screen.getByRole('link', { name: 'Starter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LearningMapPaths.MAP));
    expect(router.state.location.search).toBe('?mapId=a');
  });

  it('says when nothing matches a search', async () => {
    api = fakeApi(
      byPath({
        'GET /learn/map/classify': ok(tree),
        'GET /learn/map/list': ok({ list: [], total: 0 }),
      }),
    );
    renderRoute(<LearningMapListPage />, `${LearningMapPaths.MAPS}?keyword=zzz`);
    expect(await screen.findByText('No learning map matches')).toBeVisible();
    expect(api.requests.find((request) => request.url?.includes('list'))?.params).toMatchObject({
      keyword: 'zzz',
    });
  });
});
