import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ExamState } from '@lectern/contracts/common/enums';
import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import type { TExamSummary } from '@lectern/contracts/exams/exam';
import { byPath, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { examOf, renderPage } from '../test/exam-fixtures';
import { ExamListPage } from './exam-list-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const node = (
  name: string,
  classifyCode: string,
  children: TClassifyNode[] = [],
): TClassifyNode => ({
  name,
  classifyCode,
  classifyPath: classifyCode ? `${classifyCode}/` : '',
  isEdit: false,
  isAble: true,
  children,
});

/** The root as the server makes it: its default-language name and the key to translate. */
const classifications = [
  {
    ...node('我的分类', '', [
      node('Safety', 'safety', [node('Fire drills', 'fire')]),
      node('Sales', 'sales'),
    ]),
    labelKey: 'myClassification' as const,
  },
];

type THandler = (config: InternalAxiosRequestConfig) => TFakeAnswer;

function serve(
  list: TExamSummary[],
  total = list.length,
  overrides: Record<string, TFakeAnswer | THandler> = {},
) {
  api = fakeApi(
    byPath({
      'GET /exam/paperClassifyList': ok(classifications),
      'GET /exam/list': ok({ list, total }),
      ...overrides,
    }),
  );
  return api;
}

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const lastListQuery = () => calls('GET /exam/list').at(-1)?.params as Record<string, unknown>;

const openList = (search = '') => renderPage(<ExamListPage />, `${ExamPaths.EXAM_LIST}${search}`);
const card = (paperName: string) => screen.getByRole('article', { name: paperName });

describe('exam list (spec §2, §4)', () => {
  it('shows every state as a labelled tag with the exam time, release time and attempts', async () => {
    serve([
      examOf({
        paperId: 'p1',
        paperName: 'In progress paper',
        state: ExamState.IN_PROGRESS,
        timesFinished: 1,
      }),
      examOf({
        paperId: 'p2',
        paperName: 'Not started paper',
        state: ExamState.NOT_STARTED,
        timesAllowed: 3,
        timesPerDay: 2,
        timesFinished: 1,
        timesFinishedToday: 1,
      }),
      examOf({
        paperId: 'p3',
        paperName: 'Waiting paper',
        state: ExamState.WAITING,
        timesAllowed: null,
      }),
      examOf({
        paperId: 'p4',
        paperName: 'Untimed paper',
        state: ExamState.NOT_WITHIN_EXAM_TIME,
        examEnableTime: null,
        examExpireTime: null,
        pushDate: null,
        timesAllowed: null,
        timesPerDay: 2,
        timesFinished: 4,
        timesFinishedToday: 1,
      }),
      examOf({ paperId: 'p5', paperName: 'Draft paper', state: ExamState.NOT_PUBLISHED }),
      examOf({ paperId: 'p6', paperName: 'Old paper', state: ExamState.ENDED }),
    ]);
    openList();

    const inProgress = await screen.findByRole('article', { name: 'In progress paper' });
    expect(within(inProgress).getByText('In progress')).toBeInTheDocument();
    expect(
      within(inProgress).getByText('2024-05-06 09:00:00 – 2024-05-07 18:30:00'),
    ).toBeInTheDocument();
    expect(within(inProgress).getByText('2024-05-01 08:00:00')).toBeInTheDocument();
    expect(within(inProgress).getByText('Attempts 1/3')).toBeInTheDocument();

    expect(within(card('Not started paper')).getByText('Not started')).toBeInTheDocument();
    expect(
      within(card('Not started paper')).getByText('Attempts 1/3, today 1/2'),
    ).toBeInTheDocument();
    expect(within(card('Waiting paper')).getByText('Waiting for exam')).toBeInTheDocument();
    expect(
      within(card('Waiting paper')).getByText('Attempts unlimited, 0 taken'),
    ).toBeInTheDocument();

    const untimed = card('Untimed paper');
    expect(within(untimed).getByText('Not within exam time')).toBeInTheDocument();
    expect(within(untimed).getAllByText('Not set')).toHaveLength(2);
    expect(within(untimed).getByText('Attempts today 1/2, 4 in total')).toBeInTheDocument();

    expect(within(card('Draft paper')).getByText('Not published')).toBeInTheDocument();
    expect(within(card('Old paper')).getByText('Ended')).toBeInTheDocument();
    // Closed exams cannot be entered.
    expect(
      within(card('Draft paper')).queryByRole('button', { name: 'Enter' }),
    ).not.toBeInTheDocument();
    expect(
      within(card('Old paper')).queryByRole('button', { name: 'Enter' }),
    ).not.toBeInTheDocument();
  });

  it('offers enter, continue, the answer sheets and deleting the record where they apply', async () => {
    serve([
      examOf({ paperId: 'fresh', paperName: 'Fresh paper' }),
      examOf({ paperId: 'busy', paperName: 'Busy paper', answeringSheetId: 'sheet-9' }),
      examOf({
        paperId: 'done',
        paperName: 'Done paper',
        lastSheetId: 'sheet-3',
        timesFinished: 1,
      }),
    ]);
    const router = openList();

    const fresh = await screen.findByRole('article', { name: 'Fresh paper' });
    expect(
      within(fresh).queryByRole('button', { name: 'View answer sheets' }),
    ).not.toBeInTheDocument();
    expect(within(fresh).queryByRole('button', { name: 'Delete record' })).not.toBeInTheDocument();
    expect(
      within(card('Busy paper')).queryByRole('button', { name: 'Enter' }),
    ).not.toBeInTheDocument();
    expect(
      within(card('Done paper')).getByRole('button', { name: 'Delete record' }),
    ).toBeInTheDocument();

    await userEvent.click(
      within(card('Done paper')).getByRole('button', { name: 'View answer sheets' }),
    );
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_ANSWER);
    expect(router.state.location.search).toBe('?paperId=done');

    await router.navigate(ExamPaths.EXAM_LIST);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_IN_PROGRESS);
    expect(router.state.location.search).toBe('?answerSheetId=sheet-9');

    await router.navigate(ExamPaths.EXAM_LIST);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Fresh paper' })).getByRole('button', {
        name: 'Enter',
      }),
    );
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_PREVIEW);
    expect(router.state.location.search).toBe('?paperId=fresh');
  });

  it('filters by classification and searches by paper name, from the first page', async () => {
    serve([examOf()], 45);
    openList('?pageNum=3');
    await screen.findByRole('article', { name: 'Geography basics' });
    expect(lastListQuery()).toMatchObject({ pageNum: 3, pageSize: 10 });
    expect(lastListQuery()).not.toHaveProperty('classifyCode');

    const tree = screen.getByRole('navigation', { name: 'Classification' });
    await userEvent.click(within(tree).getByText('Fire drills'));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ classifyCode: 'fire', pageNum: 1 }),
    );

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by paper name' }),
      ' Safety quiz {Enter}',
    );
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        classifyCode: 'fire',
        paperName: 'Safety quiz',
        pageNum: 1,
      }),
    );

    // The root, 'My classification', lists every exam again.
    await userEvent.click(within(tree).getByText('My classification'));
    await waitFor(() => expect(lastListQuery()).not.toHaveProperty('classifyCode'));
  });

  it("shows the server-made root in the learner's language, the tenant's names in the tenant's", async () => {
    serve([examOf()]);
    openList();
    const tree = await screen.findByRole('navigation', { name: 'Classification' });
    expect(await within(tree).findByText('My classification')).not.toHaveAttribute('lang');
    expect(within(tree).queryByText('我的分类')).not.toBeInTheDocument();
    // The tenant (demoTenant) writes its content in zh-CN; the interface here is English.
    expect(within(tree).getByText('Fire drills')).toHaveAttribute('lang', 'zh-CN');
    expect(
      within(await screen.findByRole('heading', { name: 'Geography basics' })).getByText(
        'Geography basics',
      ),
    ).toHaveAttribute('lang', 'zh-CN');
  });

  it('pages through the list with the total, the page sizes and the jumper (spec §9)', async () => {
    serve([examOf()], 45);
    openList();
    expect(await screen.findByText('45 in total')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /page/i })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ pageNum: 3, pageSize: 10 }));
  });

  it('deletes an exam record only after confirmation', async () => {
    serve([examOf({ paperName: 'Done paper', lastSheetId: 'sheet-3' })], 1, {
      'POST /exam/deleteRecord': ok(null),
    });
    openList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete record' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete your exam record of «Done paper»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /exam/deleteRecord')).toHaveLength(0);

    const listsBefore = calls('GET /exam/list').length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete record' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls('POST /exam/deleteRecord')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST /exam/deleteRecord')[0]?.data))).toEqual({
      paperId: 'paper-1',
    });
    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /exam/list').length).toBeGreaterThan(listsBefore));
  });

  it("says 'no data' when there is no exam", async () => {
    serve([], 0);
    openList();
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
