import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { LearningMapPaths } from '../learning-maps.feature';
import { progress, summary } from '../test/map-fixtures';
import { DevelopmentMapPage } from './development-map-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const ladder = (reachedAll = false) => [
  {
    pathId: 'p1',
    name: 'Sales ladder',
    description: 'From representative to lead',
    reachedCount: reachedAll ? 2 : 1,
    rungs: [
      {
        rungId: 'r1',
        name: 'Representative',
        description: 'Compliance first',
        map: summary({
          mapId: 'm1',
          name: 'Starter map',
          progress: progress({ completed: true, percent: 100, doneCount: 2 }),
        }),
        reached: true,
        current: false,
      },
      {
        rungId: 'r2',
        name: 'Senior consultant',
        description: '',
        map: reachedAll
          ? summary({
              mapId: 'm2',
              name: 'Advanced map',
              progress: progress({ completed: true, percent: 100, doneCount: 2 }),
            })
          : summary({
              mapId: 'm2',
              name: 'Advanced map',
              progress: progress({ doneCount: 1, taskCount: 3, percent: 40 }),
            }),
        reached: reachedAll,
        current: !reachedAll,
      },
    ],
  },
];

describe('the development map (spec §2 /devlop-map)', () => {
  it('shows each rung reached or not, the current goal and what the next rung requires', async () => {
    api = fakeApi(byPath({ 'GET /learn/map/development': ok(ladder()) }));
    const router = renderRoute(<DevelopmentMapPage />, LearningMapPaths.DEVELOPMENT, {
      destinations: [LearningMapPaths.MAP, LearningMapPaths.MAPS],
    });

    expect(await screen.findByText('Sales ladder')).toBeVisible();
    expect(screen.getByText('1/2 levels reached')).toBeVisible();
    expect(screen.getByText('Reached')).toBeVisible();
    expect(screen.getByText('Current goal')).toBeVisible();
    const next = screen.getByRole('region', { name: 'Next level' });
    expect(within(next).getByText(/Senior consultant/)).toBeVisible();
    expect(
      within(next).getByText('Complete the learning map “Advanced map”: 2 tasks to go'),
    ).toBeVisible();

    await userEvent.click(within(next).getByRole('link', { name: 'Open the learning map' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LearningMapPaths.MAP));
    expect(router.state.location.search).toBe('?mapId=m2');
  });

  it('says when every level is reached', async () => {
    api = fakeApi(byPath({ 'GET /learn/map/development': ok(ladder(true)) }));
    renderRoute(<DevelopmentMapPage />, LearningMapPaths.DEVELOPMENT);
    expect(await screen.findByText('Every level reached')).toBeVisible();
  });
});
