import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import type { TPageLeaveEvent } from '@lectern/contracts/exams/post-report-page-leave';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { localTime, renderPage, resultOf } from '../test/exam-fixtures';
import { ExamFinishPage } from './exam-finish-page';
import { ExamPaths } from '../exams.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const leaveAt = (
  minute: number,
  fields: Partial<TPageLeaveEvent> & Pick<TPageLeaveEvent, 'outcome'>,
): TPageLeaveEvent => ({
  leaveId: `leave-${minute}`,
  kind: 'visibility',
  leftAt: localTime(2024, 5, 6, 9, minute, 0),
  returnedAt: localTime(2024, 5, 6, 9, minute, 30),
  durationMs: 30_000,
  counted: !['open', 'grace'].includes(fields.outcome),
  violation: fields.outcome === 'violation',
  ...fields,
});

function openFinish(pageLeaves: TGetExamResultResponse['pageLeaves']) {
  api = fakeApi(byPath({ 'GET /exam/result': ok(resultOf({ pageLeaves })) }));
  return renderPage(<ExamFinishPage />, `${ExamPaths.EXAM_FINISH}?answerSheetId=sheet-1`);
}

describe('the recorded page leaves on the result page (spec §4 leave rule)', () => {
  it('lists every leave with its time, kind, length and how it was judged', async () => {
    openFinish({
      forcedSubmission: false,
      events: [
        leaveAt(5, { outcome: 'grace', durationMs: 1_000 }),
        leaveAt(10, { outcome: 'warning', kind: 'blur', durationMs: 12_000 }),
        leaveAt(20, { outcome: 'violation', durationMs: 75_000 }),
      ],
    });
    const card = (await screen.findByText('Page leaves')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Counted: 2 · violations: 1')).toBeInTheDocument();
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2024-05-06 09:05:00Page switched or hidden00 min 01 sBrief, not counted',
      '2024-05-06 09:10:00Window lost focus00 min 12 sWarning',
      '2024-05-06 09:20:00Page switched or hidden01 min 15 sViolation',
    ]);
    expect(
      screen.queryByText('Cheating has been detected and your exam has been submitted.'),
    ).not.toBeInTheDocument();
  });

  it('says the sheet was submitted for its leaves (300336)', async () => {
    openFinish({
      forcedSubmission: true,
      events: [leaveAt(5, { outcome: 'warning' }), leaveAt(9, { outcome: 'forced' })],
    });
    expect(
      await screen.findByText('Cheating has been detected and your exam has been submitted.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Forced submission')).toBeInTheDocument();
  });

  it('shows no leave records for a paper that does not watch leaves', async () => {
    openFinish(null);
    expect(await screen.findByText('Congratulations, you passed!')).toBeInTheDocument();
    expect(screen.queryByText('Page leaves')).not.toBeInTheDocument();
  });
});
