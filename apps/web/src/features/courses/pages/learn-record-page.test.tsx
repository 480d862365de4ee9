import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { CoursePaths } from '../courses.feature';
import { callsOf, learnRecordOf, renderPage } from '../test/courses-fixtures';
import { LearnRecordPage } from './learn-record-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const records = [
  learnRecordOf(),
  learnRecordOf({
    courseId: 'course-2',
    courseName: 'Fire drills',
    runNo: 2,
    learnMinutes: 95,
    lastLearnAt: null,
    progress: 100,
    timesLearned: 6,
    finished: true,
  }),
];

describe('learning record (spec §2 /personal/learn-record, §3 learning record)', () => {
  it('shows the total time and each course’s run, time, last learned, progress, times and completion', async () => {
    api = fakeApi(
      byPath({ 'GET /course/learnRecord': ok({ list: records, totalMinutes: 107, total: 2 }) }),
    );
    renderPage(<LearnRecordPage />, CoursePaths.LEARN_RECORD);

    expect(await screen.findByText('107')).toBeInTheDocument();
    expect(screen.getByText('Total learning time')).toBeInTheDocument();

    const [, safety, fire] = screen.getAllByRole('row');
    expect(within(safety!).getByRole('link', { name: 'Workplace safety basics' })).toHaveAttribute(
      'href',
      `${CoursePaths.COURSE}?courseId=course-1`,
    );
    expect(within(safety!).getByText('Run 1')).toBeInTheDocument();
    expect(within(safety!).getByText('12 min')).toBeInTheDocument();
    expect(within(safety!).getByText('2024-05-07 20:15:00')).toBeInTheDocument();
    expect(within(safety!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(safety!).getByText('2')).toBeInTheDocument();
    expect(within(safety!).getByText('Learning')).toBeInTheDocument();

    expect(within(fire!).getByText('Run 2')).toBeInTheDocument();
    expect(within(fire!).getByText('95 min')).toBeInTheDocument();
    expect(within(fire!).getByText('Not yet')).toBeInTheDocument();
    expect(within(fire!).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('2 in total')).toBeInTheDocument();
  });

  it('pages by the spec §9 sizes and opens a course', async () => {
    api = fakeApi(
      byPath({ 'GET /course/learnRecord': ok({ list: records, totalMinutes: 107, total: 42 }) }),
    );
    const router = renderPage(<LearnRecordPage />, CoursePaths.LEARN_RECORD);
    const u = userEvent.setup();
    await screen.findByRole('link', { name: 'Fire drills' });
    expect(callsOf(api.requests, 'GET /course/learnRecord')[0]?.params).toMatchObject({
      pageNum: 1,
      pageSize: 10,
    });

    await u.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(callsOf(api?.requests ?? [], 'GET /course/learnRecord').at(-1)?.params).toMatchObject({
        pageNum: 2,
        pageSize: 10,
      }),
    );

    await u.click(screen.getByRole('link', { name: 'Fire drills' }));
    expect(await screen.findByText(`Opened ${CoursePaths.COURSE}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?courseId=course-2');
  });

  it('says where to start when nothing was learned yet', async () => {
    api = fakeApi(
      byPath({ 'GET /course/learnRecord': ok({ list: [], totalMinutes: 0, total: 0 }) }),
    );
    renderPage(<LearnRecordPage />, CoursePaths.LEARN_RECORD);
    expect(
      await screen.findByText('No learning yet: start a course in Course learning'),
    ).toBeInTheDocument();
  });
});
