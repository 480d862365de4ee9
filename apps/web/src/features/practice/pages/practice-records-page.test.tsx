import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { PracticePaths } from '../practice.feature';
import { recordOf, renderPage } from '../test/practice-fixtures';
import { PracticeRecordsPage } from './practice-records-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

describe('practice records (spec §2 /exam/exercise-record)', () => {
  it('lists each finished round with its score, correct answers, time and finish time', async () => {
    api = fakeApi(
      byPath({
        'GET /exercise/records': ok({
          list: [
            recordOf(),
            recordOf({
              recordId: 'record-2',
              taskName: 'Safety drill',
              score: 3,
              questionCount: 3,
              correctCount: 3,
              correctRate: 100,
            }),
          ],
          total: 2,
        }),
      }),
    );
    renderPage(<PracticeRecordsPage />, `${PracticePaths.RECORDS}?taskId=task-1`);

    const first = (await screen.findByText('Geography drill')).closest('tr');
    expect(first).not.toBeNull();
    const row = within(first as HTMLElement);
    expect(row.getByText('1 of 2')).toBeInTheDocument();
    expect(row.getByText('1/2 (50%)')).toBeInTheDocument();
    expect(row.getByText('2024-05-06 09:01:35')).toBeInTheDocument();
    expect(row.getByText('01 min 35 s')).toBeInTheDocument();
    const second = within(screen.getByText('Safety drill').closest('tr') as HTMLElement);
    expect(second.getByText('3/3 (100%)')).toBeInTheDocument();
    await waitFor(() =>
      expect(api?.requests[0]?.params).toMatchObject({ taskId: 'task-1', pageNum: 1 }),
    );
  });
});
