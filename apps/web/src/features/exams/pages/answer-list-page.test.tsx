import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAnswerListRow } from '@lectern/contracts/exams/get-answer-list';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { localTime, renderPage } from '../test/exam-fixtures';
import { AnswerListPage } from './answer-list-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const sheetOf = (overrides: Partial<TAnswerListRow>): TAnswerListRow => ({
  answerSheetId: 'sheet-1',
  answerNo: 1,
  startTime: localTime(2024, 5, 6, 9, 0, 0),
  finishTime: localTime(2024, 5, 6, 9, 12, 34),
  state: 'judged',
  score: 85,
  passed: true,
  ...overrides,
});

/** The learner's sheets of a paper, newest first, as the server lists them. */
const sheets: TAnswerListRow[] = [
  sheetOf({
    answerSheetId: 'sheet-3',
    answerNo: 3,
    startTime: localTime(2024, 5, 8, 14, 0, 0),
    finishTime: localTime(2024, 5, 8, 14, 20, 0),
    state: 'marking',
    score: null,
    passed: null,
  }),
  sheetOf({
    answerSheetId: 'sheet-2',
    answerNo: 2,
    startTime: localTime(2024, 5, 7, 10, 0, 0),
    finishTime: localTime(2024, 5, 7, 10, 30, 0),
    score: null,
    passed: null,
  }),
  sheetOf({ answerSheetId: 'sheet-1', answerNo: 1, score: 42.5, passed: false }),
];

function openAnswerList(list: TAnswerListRow[] = sheets) {
  api = fakeApi(byPath({ 'GET /exam/answerList': ok({ paperName: 'Geography basics', list }) }));
  return renderPage(<AnswerListPage />, `${ExamPaths.EXAM_ANSWER}?paperId=paper-1`);
}

const rowOf = (attempt: string) =>
  screen.getByRole('cell', { name: attempt }).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('answer list (spec §2, §4 answer sheet)', () => {
  it('shows each session with its number, times, score and whether it is judged', async () => {
    openAnswerList();
    expect(
      await screen.findByRole('heading', { name: 'Answer sheets: Geography basics' }),
    ).toBeInTheDocument();
    expect(api?.requests[0]?.params).toMatchObject({ paperId: 'paper-1' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No.',
      'Start time',
      'End time',
      'Score',
      'Judged',
      'Result',
      'Actions',
    ]);

    expect(cellsOf(rowOf('Attempt 3'))).toEqual([
      'Attempt 3',
      '2024-05-08 14:00:00',
      '2024-05-08 14:20:00',
      'Being marked',
      'Not judged',
      'Being marked',
      'View details',
    ]);
    // Judged, but the result is hidden until its release time.
    expect(cellsOf(rowOf('Attempt 2')).slice(3, 6)).toEqual([
      'Not released yet',
      'Judged',
      'Not released yet',
    ]);
    expect(cellsOf(rowOf('Attempt 1')).slice(3, 6)).toEqual(['42.5', 'Judged', 'Not passed']);
  });

  it('opens the details of a session', async () => {
    const router = openAnswerList();
    await userEvent.click(await screen.findByRole('button', { name: 'View details of attempt 2' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_ANSWER);
    expect(router.state.location.search).toBe('?answerSheetId=sheet-2');
  });

  it('leads to the paper’s rankings', async () => {
    const router = openAnswerList();
    await userEvent.click(await screen.findByRole('button', { name: 'Rankings' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_RANKINGS);
    expect(router.state.location.search).toBe('?paperId=paper-1');
  });

  it("says 'no data' when the learner has no session of the paper", async () => {
    openAnswerList([]);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('says why the list cannot be shown and leads back to the exam list', async () => {
    api = fakeApi(byPath({ 'GET /exam/answerList': failure('300320') }));
    const router = renderPage(<AnswerListPage />, `${ExamPaths.EXAM_ANSWER}?paperId=paper-9`);
    expect((await screen.findAllByText('The paper does not exist')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back to exam list' }));
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_LIST);
  });
});
