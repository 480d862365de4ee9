import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUserExamRecord } from '@lectern/contracts/exams/get-user-exam-list';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { localTime, renderPage } from '../test/exam-fixtures';
import { UserExamListPage } from './user-exam-list-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const recordOf = (overrides: Partial<TUserExamRecord>): TUserExamRecord => ({
  answerSheetId: 'sheet-1',
  answerNo: 1,
  paperId: 'paper-1',
  paperName: 'Geography basics',
  totalScore: 100,
  startTime: localTime(2024, 5, 6, 9, 0, 0),
  finishTime: localTime(2024, 5, 6, 9, 12, 34),
  state: 'judged',
  score: 85,
  passed: true,
  ...overrides,
});

/** Every submitted sheet of the learner, newest first. */
const records: TUserExamRecord[] = [
  recordOf({
    answerSheetId: 'sheet-9',
    answerNo: 1,
    paperId: 'paper-2',
    paperName: 'Fire safety',
    totalScore: 50,
    startTime: localTime(2024, 6, 1, 8, 30, 0),
    finishTime: localTime(2024, 6, 1, 8, 45, 0),
    state: 'marking',
    score: null,
    passed: null,
  }),
  recordOf({ answerSheetId: 'sheet-2', answerNo: 2, score: 58, passed: false }),
  recordOf({ answerSheetId: 'sheet-1', answerNo: 1 }),
];

function openRecords(list: TUserExamRecord[] = records, total = list.length, search = '') {
  api = fakeApi(byPath({ 'GET /exam/userExamList': ok({ list, total }) }));
  return renderPage(<UserExamListPage />, `${ExamPaths.USER_EXAM_LIST}${search}`);
}

const lastQuery = () => api?.requests.at(-1)?.params as Record<string, unknown>;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('exam records in the personal centre (spec §2 /personal/user-exam-list)', () => {
  it('lists every submitted sheet with its paper, times, score and result', async () => {
    openRecords();
    expect(await screen.findByRole('heading', { name: 'Exam records' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Fire safety' });
    expect(lastQuery()).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Paper',
      'Start time',
      'End time',
      'Score',
      'Result',
      'Actions',
    ]);

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      [
        'Fire safety',
        '2024-06-01 08:30:00',
        '2024-06-01 08:45:00',
        'Being marked',
        'Being marked',
        'View details',
      ],
      [
        'Geography basics',
        '2024-05-06 09:00:00',
        '2024-05-06 09:12:34',
        '58 / 100',
        'Not passed',
        'View details',
      ],
      [
        'Geography basics',
        '2024-05-06 09:00:00',
        '2024-05-06 09:12:34',
        '85 / 100',
        'Passed',
        'View details',
      ],
    ]);
  });

  it('opens the answer detail of a record', async () => {
    const router = openRecords();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'View details of Geography basics, attempt 2',
      }),
    );
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_ANSWER);
    expect(router.state.location.search).toBe('?answerSheetId=sheet-2');
  });

  it('pages through the records from the address (spec §9)', async () => {
    openRecords(records, 45, '?pageNum=2&pageSize=20');
    expect(await screen.findByText('45 in total')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNum: 2, pageSize: 20 });
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNum: 3, pageSize: 20 }));
  });

  it("says 'no data' when the learner has taken no exam", async () => {
    openRecords([]);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
