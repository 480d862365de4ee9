import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import type { TPracticeTaskSummary } from '@lectern/contracts/practice/practice';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { PracticePaths } from '../practice.feature';
import { renderPage, taskOf } from '../test/practice-fixtures';
import { PracticeTaskListPage } from './practice-task-list-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const node = (name: string, path: string, children: TClassifyNode[] = []): TClassifyNode => ({
  name,
  classifyCode: path.replace(/\/$/, '').split('/').at(-1) ?? '',
  classifyPath: path,
  isEdit: false,
  isAble: true,
  children,
});

const classifications = [
  {
    ...node('我的分类', '', [node('Geography', 'geo/', [node('Capitals', 'geo/capitals/')])]),
    labelKey: 'myClassification' as const,
  },
];

function serve(list: TPracticeTaskSummary[]) {
  api = fakeApi(
    byPath({
      'GET /exercise/list/classify': ok(classifications),
      'GET /exercise/list': ok({ list, total: list.length }),
      'POST /exercise/addMine': (config) => ok(JSON.parse(String(config.data))),
    }),
  );
  return api;
}

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const lastListQuery = () => calls('GET /exercise/list').at(-1)?.params as Record<string, unknown>;

describe('practice task list (spec §2 /exam/exercise-task, §3)', () => {
  it('shows each task with its category, level, questions, correct rate, time, cost and progress', async () => {
    serve([
      taskOf({
        answeredCount: 1,
        correctRate: 100,
        timeSpentMs: 65_000,
        mine: true,
      }),
      taskOf({ taskId: 'task-2', name: 'Paid drill', cost: 12.5, classifyName: null, level: 5 }),
    ]);
    renderPage(<PracticeTaskListPage />, PracticePaths.TASK_LIST);

    const first = await screen.findByRole('article', { name: 'Geography drill' });
    expect(within(first).getByText('Geography')).toBeInTheDocument();
    expect(within(first).getByText('2 questions')).toBeInTheDocument();
    expect(within(first).getByText('100%')).toBeInTheDocument();
    expect(within(first).getByText('1/2 answered')).toBeInTheDocument();
    expect(within(first).getByText('Free')).toBeInTheDocument();
    expect(within(first).getByText('My bank')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Add to my banks' })).toBeNull();

    const paid = screen.getByRole('article', { name: 'Paid drill' });
    expect(within(paid).getByText('12.5 yuan')).toBeInTheDocument();
    expect(within(paid).getByText('Unclassified')).toBeInTheDocument();
    expect(within(paid).getByText('5')).toBeInTheDocument();
    expect(within(paid).getByText('0/2 answered')).toBeInTheDocument();
  });

  it('filters by classification path and by name, and lists my banks in their tab', async () => {
    serve([taskOf()]);
    const router = renderPage(<PracticeTaskListPage />, PracticePaths.TASK_LIST);
    const u = userEvent.setup();
    expect(await screen.findByText('My classification')).toBeInTheDocument();

    await u.click(screen.getByText('Capitals'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ classifyPath: 'geo/capitals/' }));

    await u.type(screen.getByRole('searchbox', { name: 'Search by task name' }), 'drill{Enter}');
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ classifyPath: 'geo/capitals/', keyword: 'drill' }),
    );

    await u.click(screen.getByRole('tab', { name: 'My question banks' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ mine: 'true', keyword: 'drill' }));
    expect(lastListQuery()).not.toHaveProperty('classifyPath');
    expect(router.state.location.search).toContain('tab=mine');
  });

  it('adds a task to my banks and opens its preview', async () => {
    serve([taskOf()]);
    const router = renderPage(<PracticeTaskListPage />, PracticePaths.TASK_LIST);
    const u = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Geography drill' });

    await u.click(within(card).getByRole('button', { name: 'Add to my banks' }));
    await waitFor(() => expect(calls('POST /exercise/addMine')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST /exercise/addMine')[0]?.data))).toEqual({
      taskId: 'task-1',
    });
    await waitFor(() => expect(calls('GET /exercise/list').length).toBeGreaterThan(1));

    await u.click(within(card).getByRole('button', { name: 'Practise' }));
    expect(await screen.findByText(`Opened ${PracticePaths.PRACTICE}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?taskId=task-1');
  });
});
