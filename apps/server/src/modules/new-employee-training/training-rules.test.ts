import { describe, expect, it } from 'vitest';
import { TrainingExamOpens } from '@lectern/contracts/new-employee-training/new-employee-training';
import { deadlineOf, lateness, progressOf, trainingExamOpen } from './training-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const state = (done: boolean, percent: number, doneAt: number | null = null) => ({
  done,
  percent,
  score: null,
  doneAt,
});

describe('new-employee training rules', () => {
  it('counts a deadline in whole days from the invitation, none without one', () => {
    expect(deadlineOf(1_000, 7)).toBe(1_000 + 7 * DAY_MS);
    expect(deadlineOf(1_000, null)).toBeNull();
  });

  it.each([
    {
      case: 'before the deadline',
      done: false,
      now: 99,
      doneAt: null,
      overdue: false,
      late: false,
    },
    { case: 'past it, not done', done: false, now: 101, doneAt: null, overdue: true, late: false },
    { case: 'at it, not done', done: false, now: 100, doneAt: null, overdue: false, late: false },
    { case: 'done in time', done: true, now: 500, doneAt: 90, overdue: false, late: false },
    { case: 'done late', done: true, now: 500, doneAt: 150, overdue: false, late: true },
  ])('marks a task $case', ({ done, now, doneAt, overdue, late }) => {
    expect(lateness(100, state(done, done ? 100 : 0, doneAt), now)).toEqual({
      overdue,
      doneLate: late,
    });
  });

  it('never marks a task without a deadline, and marks a gone one overdue past its deadline', () => {
    expect(lateness(null, state(false, 0), Number.MAX_SAFE_INTEGER)).toEqual({
      overdue: false,
      doneLate: false,
    });
    expect(lateness(100, null, 200)).toEqual({ overdue: true, doneLate: false });
  });

  it('averages the tasks’ progress and reaches 100 only when every task is done', () => {
    const task = (done: boolean, percent: number, overdue = false) => ({
      state: state(done, percent),
      overdue,
    });
    expect(progressOf([task(true, 100), task(false, 50, true)])).toEqual({
      taskCount: 2,
      doneCount: 1,
      overdueCount: 1,
      progress: 75,
      allDone: false,
    });
    expect(progressOf([task(true, 100), { state: null, overdue: false }])).toMatchObject({
      progress: 50,
      allDone: false,
    });
    expect(progressOf([task(false, 100), task(true, 100)])).toMatchObject({
      progress: 99,
      allDone: false,
    });
    expect(progressOf([task(true, 100), task(true, 100)])).toMatchObject({
      progress: 100,
      allDone: true,
    });
    expect(progressOf([])).toMatchObject({ progress: 0, allDone: false });
  });

  it('opens the training exam after the tasks, or from the invitation when the programme says', () => {
    expect(trainingExamOpen(TrainingExamOpens.AFTER_TASKS, false)).toBe(false);
    expect(trainingExamOpen(TrainingExamOpens.AFTER_TASKS, true)).toBe(true);
    expect(trainingExamOpen(TrainingExamOpens.ANYTIME, false)).toBe(true);
  });
});
