import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import type { TRankingRow } from '@lectern/contracts/exams/exam';
import type { TGetExamRankingsResponse } from '@lectern/contracts/exams/get-exam-rankings';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderPage } from '../test/exam-fixtures';
import { ExamRankingsPage } from './exam-rankings-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const MINUTE_MS = 60_000;

const rowOf = (overrides: Partial<TRankingRow>): TRankingRow => ({
  rank: 1,
  nickname: 'Ana Lee',
  userCode: 'ana',
  dept: 'Sales',
  score: 95,
  duration: 10 * MINUTE_MS,
  ...overrides,
});

const members: TGetExamRankingsResponse = {
  list: [
    rowOf({ rank: 1, nickname: 'Ana Lee', userCode: 'ana', score: 95 }),
    rowOf({
      rank: 2,
      nickname: 'Dana Demo',
      userCode: 'demo',
      dept: 'Support',
      score: 85,
      duration: 754_000,
    }),
    rowOf({ rank: 3, nickname: 'Bo Chen', userCode: 'bo', score: 85, duration: 15 * MINUTE_MS }),
  ],
  total: 3,
  mine: rowOf({
    rank: 2,
    nickname: 'Dana Demo',
    userCode: 'demo',
    dept: 'Support',
    score: 85,
    duration: 754_000,
  }),
  releaseTime: null,
};

const organisations: TGetExamRankingsResponse = {
  list: [
    rowOf({ rank: 1, nickname: '', userCode: '', dept: 'Sales', score: 90, duration: 600_000 }),
    rowOf({
      rank: 2,
      nickname: '',
      userCode: '',
      dept: 'Support',
      score: 83.333333,
      duration: 700_500,
    }),
  ],
  total: 2,
  mine: rowOf({
    rank: 2,
    nickname: '',
    userCode: '',
    dept: 'Support',
    score: 83.333333,
    duration: 700_500,
  }),
  releaseTime: null,
};

/** Answers the member or organisation ranking, whichever tab is asked for. */
function serve(
  answers: { member?: TGetExamRankingsResponse; organisation?: TGetExamRankingsResponse } = {},
) {
  api = fakeApi(
    byPath({
      'GET /exam/rankings': (config: InternalAxiosRequestConfig) => {
        const { tab } = config.params as { tab: string };
        return ok(
          tab === 'organisation'
            ? (answers.organisation ?? organisations)
            : (answers.member ?? members),
        );
      },
    }),
  );
  return api;
}

const lastQuery = () => api?.requests.at(-1)?.params as Record<string, unknown>;

const openRankings = (search = '?paperId=paper-1') =>
  renderPage(<ExamRankingsPage />, `${ExamPaths.EXAM_RANKINGS}${search}`);

// The learner's own ranking is a table of details too; the ranking is the one with a Duration column.
const table = () =>
  screen.getByRole('columnheader', { name: 'Duration' }).closest('table') as HTMLElement;
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('exam ranking (spec §2, §3, §9)', () => {
  it('ranks members by their highest score, with every column and the learner’s own row', async () => {
    serve();
    openRankings();
    expect(await screen.findByRole('heading', { name: 'Rankings' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(lastQuery()).toMatchObject({
      paperId: 'paper-1',
      tab: 'member',
      sort: 'highest',
      pageNum: 1,
      pageSize: 10,
    });

    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rank', 'Name', 'Account', 'Organisation', 'Score', 'Duration']);
    expect(cellsOf(bodyRows()[0] as HTMLElement)).toEqual([
      '1',
      'Ana Lee',
      'ana',
      'Sales',
      '95',
      '10 min 00 s',
    ]);

    const own = bodyRows().filter((row) => row.getAttribute('aria-current') === 'true');
    expect(own).toHaveLength(1);
    expect(cellsOf(own[0] as HTMLElement)).toEqual([
      '2',
      'Dana Demo',
      'demo',
      'Support',
      '85',
      '12 min 34 s',
    ]);

    const mine = screen.getByRole('region', { name: 'My ranking' });
    expect(within(mine).getByText('No. 2')).toBeInTheDocument();
    expect(within(mine).getByText('Dana Demo')).toBeInTheDocument();
    expect(within(mine).getByText('12 min 34 s')).toBeInTheDocument();
  });

  it('offers every member sort and asks again from the first page (spec §9)', async () => {
    serve();
    const router = openRankings('?paperId=paper-1&pageNum=2');
    const sorts = await screen.findByRole('radiogroup', { name: 'Sort' });
    expect(
      within(sorts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Today', 'This month', 'Highest', 'Month highest', 'Month total', 'Total']);
    expect(within(sorts).getByRole('radio', { name: 'Highest' })).toBeChecked();
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'highest', pageNum: 2 }));

    for (const [label, sort] of [
      ['Today', 'today'],
      ['This month', 'month'],
      ['Month total', 'monthTotal'],
      ['All', 'all'],
    ] as const) {
      await userEvent.click(within(sorts).getByText(label));
      await waitFor(() => expect(lastQuery()).toMatchObject({ tab: 'member', sort, pageNum: 1 }));
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe(sort);
    }
  });

  it('ranks organisations by average or total, without names or accounts', async () => {
    serve();
    openRankings();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));

    await userEvent.click(screen.getByRole('tab', { name: 'Organisations' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ tab: 'organisation', sort: 'average' }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    const sorts = screen.getByRole('radiogroup', { name: 'Sort' });
    expect(
      within(sorts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['By average', 'By total']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rank', 'Organisation', 'Score', 'Duration']);

    const own = bodyRows().filter((row) => row.getAttribute('aria-current') === 'true');
    // An average is shown to 2 decimals (spec §9 rounding).
    expect(cellsOf(own[0] as HTMLElement)).toEqual(['2', 'Support', '83.33', '11 min 41 s']);
    const mine = screen.getByRole('region', { name: "My organisation's ranking" });
    expect(within(mine).getByText('Support')).toBeInTheDocument();
    expect(within(mine).getByText('83.33')).toBeInTheDocument();

    await userEvent.click(within(sorts).getByText('By total'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ tab: 'organisation', sort: 'sum' }));
  });

  it('opens the tab and sort the address names, ignoring a sort of the other tab', async () => {
    serve();
    openRankings('?paperId=paper-1&tab=organisation&sort=today');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ tab: 'organisation', sort: 'average' }),
    );
    expect(screen.getByRole('tab', { name: 'Organisations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says when the learner is not ranked yet, and when nobody is', async () => {
    serve({ member: { list: [], total: 0, mine: null, releaseTime: null } });
    openRankings();
    expect(await screen.findByRole('region', { name: 'My ranking' })).toHaveTextContent(
      'Not ranked yet',
    );
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('says until when the results are hidden instead of an empty ranking (spec §4)', async () => {
    const releaseTime = new Date(2027, 11, 31, 23, 59, 59).getTime();
    serve({ member: { list: [], total: 0, mine: null, releaseTime } });
    openRankings();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your result is not released yetResults will be released at 2027-12-31 23:59:59',
    );
    expect(screen.queryByRole('region', { name: 'My ranking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through a long ranking', async () => {
    serve({ member: { ...members, total: 45 } });
    openRankings();
    expect(await screen.findByText('45 in total')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNum: 3, pageSize: 10 }));
  });

  it('needs a paper number (300300)', async () => {
    serve();
    openRankings('');
    expect(await screen.findByText('Paper number cannot be empty')).toBeInTheDocument();
    expect(api?.requests).toHaveLength(0);
  });
});
