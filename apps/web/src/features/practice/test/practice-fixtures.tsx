import { QuestionType } from '@lectern/contracts/common/enums';
import type { TGetPracticePreviewResponse } from '@lectern/contracts/practice/get-practice-preview';
import type { TPracticeTaskSummary } from '@lectern/contracts/practice/practice';
import type { TPracticeRecord } from '@lectern/contracts/practice/practice-record';
import type { TPostStartPracticeResponse } from '@lectern/contracts/practice/post-start-practice';
import type { ReactElement } from 'react';
import { options, questionOf } from '@/components/questions/test/question-fixtures';
import { renderRoute } from '@/test/render-route';
import { PracticePaths } from '../practice.feature';

/** A free task the learner has not practised yet. */
export function taskOf(overrides: Partial<TPracticeTaskSummary> = {}): TPracticeTaskSummary {
  return {
    taskId: 'task-1',
    name: 'Geography drill',
    classifyName: 'Geography',
    classifyPath: 'geo/',
    level: 2,
    points: ['Capitals'],
    cost: 0,
    payCompleted: false,
    questionCount: 2,
    answeredCount: 0,
    correctRate: 0,
    timeSpentMs: 0,
    mine: false,
    ...overrides,
  };
}

export function previewOf(
  overrides: Partial<TGetPracticePreviewResponse> = {},
): TGetPracticePreviewResponse {
  return {
    ...taskOf(),
    questionTypes: [
      { questionType: QuestionType.SINGLE_CHOICE, count: 1 },
      { questionType: QuestionType.TRUE_FALSE, count: 1 },
    ],
    blockedBy: null,
    ...overrides,
  };
}

export const capital = questionOf(QuestionType.SINGLE_CHOICE, {
  questionId: 'q-capital',
  content: '<p>Which city is the capital of France?</p>',
  options: options('Berlin', 'Paris', 'Rome'),
});
export const earth = questionOf(QuestionType.TRUE_FALSE, {
  questionId: 'q-earth',
  content: '<p>The Earth orbits the Sun.</p>',
});

export const capitalKey = { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' } as const;
export const earthKey = { questionType: QuestionType.TRUE_FALSE, value: true } as const;

/** A round of the two questions, nothing answered, in answer mode unless told. */
export function roundOf(overrides: Partial<TPostStartPracticeResponse> = {}) {
  const recite = overrides.mode === 'recite';
  const round: TPostStartPracticeResponse = {
    taskId: 'task-1',
    name: 'Geography drill',
    mode: 'answer',
    questions: [
      {
        view: capital,
        key: recite ? capitalKey : null,
        analysis: recite ? '<p>Paris has been the capital since 987.</p>' : null,
        knowledgePoints: ['Capitals'],
      },
      { view: earth, key: recite ? earthKey : null, analysis: null, knowledgePoints: [] },
    ],
    answers: [],
    lastSeq: 4,
    startedAt: 1_700_000_000_000,
    serverTime: 1_700_000_100_000,
    ...overrides,
  };
  return round;
}

export function recordOf(overrides: Partial<TPracticeRecord> = {}): TPracticeRecord {
  return {
    recordId: 'record-1',
    taskId: 'task-1',
    taskName: 'Geography drill',
    questionCount: 2,
    correctCount: 1,
    correctRate: 50,
    score: 1,
    timeSpentMs: 95_000,
    startedAt: new Date(2024, 4, 6, 9, 0, 0).getTime(),
    finishedAt: new Date(2024, 4, 6, 9, 1, 35).getTime(),
    ...overrides,
  };
}

const destinations = [PracticePaths.TASK_LIST, PracticePaths.PRACTICE, PracticePaths.RECORDS];

/** Renders `page` at `entry` in a router whose other practice routes just name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
