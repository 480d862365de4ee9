import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { LearningMapPaths, menteePath } from '../learning-maps.feature';
import { progress, summary, threeStageMap } from '../test/map-fixtures';
import { MenteeMapsPage } from './mentee-maps-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe("a mentor's view of a mentee's maps (spec §2 /personal/map-emp-detail)", () => {
  it('lists the mentor’s mentees with their progress when no member is named', async () => {
    api = fakeApi(
      byPath({
        'GET /learn/map/member/mentees': ok([
          {
            memberId: 'mentee-1',
            nickName: 'Zhou Mingyuan',
            userCode: 'mapwalker',
            avatar: null,
            mapCount: 3,
            completedCount: 1,
            percent: 40,
          },
        ]),
      }),
    );
    const router = renderRoute(<MenteeMapsPage />, LearningMapPaths.MENTEE);
    expect(await screen.findByText('1/3 maps completed')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Zhou Mingyuan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?memberId=mentee-1'));
  });

  it("shows a mentee's maps and opens one to its stages, without links to do the tasks", async () => {
    api = fakeApi(
      byPath({
        'GET /learn/map/member/list': ok({
          mentee: {
            memberId: 'mentee-1',
            nickName: 'Zhou Mingyuan',
            userCode: 'mapwalker',
            avatar: null,
          },
          maps: [
            summary({
              mapId: 'map-1',
              name: 'Security starter',
              progress: progress({ percent: 30, doneCount: 1, taskCount: 5 }),
            }),
          ],
        }),
        'GET /learn/map/member/detail': ok(threeStageMap()),
      }),
    );
    const router = renderRoute(<MenteeMapsPage />, menteePath('mentee-1'));
    expect(await screen.findByRole('heading', { name: 'Zhou Mingyuan' })).toBeVisible();
    await userEvent.click(screen.getByText('Security starter'));
    expect(await screen.findByText('Done · best 90')).toBeVisible();
    expect(screen.getByText('the previous stage “Warm-up” is completed')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Learn' })).toBeNull();
    expect(router.state.location.search).toContain('mapId=map-1');
    expect(api.requests.at(-1)?.params).toMatchObject({ memberId: 'mentee-1', mapId: 'map-1' });
  });

  it('answers anyone but the mentor with its message', async () => {
    api = fakeApi(byPath({ 'GET /learn/map/member/list': failure(ErrorCode.MENTEE_NOT_FOUND) }));
    renderRoute(<MenteeMapsPage />, menteePath('someone'));
    expect(await screen.findByText('This member is not your mentee')).toBeVisible();
  });
});
