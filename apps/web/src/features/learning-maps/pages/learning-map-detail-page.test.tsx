import { LearningTaskKind } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { TaskPaths } from '../components/task-paths';
import { LearningMapPaths, mapPath } from '../learning-maps.feature';
import { progress, stage, task, threeStageMap } from '../test/map-fixtures';
import { LearningMapDetailPage } from './learning-map-detail-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const stageNamed = (name: RegExp) => screen.getByRole('listitem', { name });

describe('a learning map (spec §2 /learn-map/detail)', () => {
  it('shows the stages in order with each task’s state, links in open stages only, and why the others are locked', async () => {
    api = fakeApi(byPath({ 'GET /learn/map/detail': ok(threeStageMap()) }));
    const router = renderRoute(<LearningMapDetailPage />, mapPath('map-1'), {
      destinations: [TaskPaths.COURSE, LearningMapPaths.MAPS],
    });

    expect(await screen.findByRole('heading', { name: 'Security starter' })).toBeVisible();
    expect(api.requests[0]?.params).toMatchObject({ mapId: 'map-1' });
    expect(screen.getByText('Three stages from practice to the final exam.')).toBeVisible();
    expect(screen.getByText('1/5 tasks done')).toBeVisible();

    const first = stageNamed(/Warm-up/);
    expect(within(first).getByText('In progress')).toBeVisible();
    expect(within(first).getByText('Done · best 90')).toBeVisible();
    expect(within(first).getByRole('progressbar', { name: 'Progress of Handbook' })).toBeVisible();

    const second = stageNamed(/Basics/);
    expect(within(second).getByText('Locked')).toBeVisible();
    expect(within(second).getByText('the previous stage “Warm-up” is completed')).toBeVisible();
    expect(within(second).getByText('it is 2026-12-01 09:00:00')).toBeVisible();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByText('Self test')).toBeVisible();

    const third = stageNamed(/Final/);
    expect(
      within(third).getByText('your best score on each exam of the previous stage reaches 80:'),
    ).toBeVisible();
    expect(within(third).getByText('Self test: best so far 70')).toBeVisible();
    expect(within(third).getByText('Task not available')).toBeVisible();
    expect(within(third).getByText('Unavailable')).toBeVisible();

    expect(within(first).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `${TaskPaths.PRACTICE}?taskId=practice-1`,
    );
    await userEvent.click(within(first).getByRole('link', { name: 'Learn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(TaskPaths.COURSE));
    expect(router.state.location.search).toBe('?courseId=course-1');
  });

  it('links an open stage’s exam to its preview and an offline class to its class', async () => {
    const map = threeStageMap();
    api = fakeApi(
      byPath({
        'GET /learn/map/detail': ok({
          ...map,
          stages: [
            stage({
              stageId: 'open',
              name: 'Open',
              tasks: [
                task({ taskId: 'e', kind: LearningTaskKind.EXAM, refId: 'paper-9', title: 'Quiz' }),
                task({
                  taskId: 'c',
                  kind: LearningTaskKind.OFFLINE_CLASS,
                  refId: 'class-9',
                  title: 'Workshop',
                }),
              ],
            }),
          ],
        }),
      }),
    );
    renderRoute(<LearningMapDetailPage />, mapPath('map-1'));
    expect(await screen.findByRole('link', { name: 'Take exam' })).toHaveAttribute(
      'href',
      `${TaskPaths.EXAM}?paperId=paper-9`,
    );
    expect(screen.getByRole('link', { name: 'Attend' })).toHaveAttribute(
      'href',
      `${TaskPaths.OFFLINE_CLASS}?classId=class-9`,
    );
  });

  it('says the map is completed and the credits it earned', async () => {
    const map = threeStageMap();
    api = fakeApi(
      byPath({
        'GET /learn/map/detail': ok({
          ...map,
          progress: progress({ completed: true, percent: 100, doneCount: 5, taskCount: 5 }),
        }),
      }),
    );
    renderRoute(<LearningMapDetailPage />, mapPath('map-1'));
    expect(await screen.findByText('Map completed: 20 credits earned')).toBeVisible();
  });

  it('answers a map that is not open to the learner with its message', async () => {
    api = fakeApi(byPath({ 'GET /learn/map/detail': failure(ErrorCode.LEARNING_MAP_NOT_FOUND) }));
    renderRoute(<LearningMapDetailPage />, mapPath('gone'), {
      destinations: [LearningMapPaths.MAPS],
    });
    expect(
      await screen.findByText('This learning map does not exist or is not open to you'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to learning maps/ })).toBeVisible();
  });
});
