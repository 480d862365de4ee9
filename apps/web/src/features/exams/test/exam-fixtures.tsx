import { ExamState } from '@lectern/contracts/common/enums';
import type { TExamSummary } from '@lectern/contracts/exams/exam';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureApiClient } from '@/lib/api-environment';
import { TestProviders } from '@/test/session';
import { ExamPaths } from '../exams.feature';

/** Local time, as the screens show it (spec §3 date fields). */
export const localTime = (year: number, month: number, day: number, h = 0, m = 0, s = 0) =>
  new Date(year, month - 1, day, h, m, s).getTime();

/** An open paper the learner has not taken yet, with every optional part left out. */
export function examOf(overrides: Partial<TExamSummary> = {}): TExamSummary {
  return {
    paperId: 'paper-1',
    paperName: 'Geography basics',
    classifyName: null,
    state: ExamState.WAITING,
    pushDate: localTime(2024, 5, 1, 8, 0, 0),
    examEnableTime: localTime(2024, 5, 6, 9, 0, 0),
    examExpireTime: localTime(2024, 5, 7, 18, 30, 0),
    latestStartTime: null,
    duration: 30,
    questionCount: 20,
    totalScore: 100,
    passScore: 60,
    timesAllowed: 3,
    timesPerDay: null,
    timesFinished: 0,
    timesFinishedToday: 0,
    isPublic: true,
    paid: false,
    payAmount: 0,
    payCompleted: false,
    answeringSheetId: null,
    lastSheetId: null,
    ...overrides,
  };
}

export function previewOf(
  overrides: Partial<TGetExamPreviewResponse> = {},
): TGetExamPreviewResponse {
  return {
    ...examOf({ state: ExamState.IN_PROGRESS }),
    candidate: { nickName: 'Dana Demo', userCode: 'demo' },
    secondsPerQuestion: null,
    collection: 'none',
    agreement: null,
    blockedBy: null,
    serverTime: Date.now(),
    ...overrides,
  };
}

export function resultOf(overrides: Partial<TGetExamResultResponse> = {}): TGetExamResultResponse {
  const startTime = localTime(2024, 5, 6, 9, 0, 0);
  return {
    answerSheetId: 'sheet-1',
    paperId: 'paper-1',
    paperName: 'Geography basics',
    state: 'judged',
    resultReleaseTime: null,
    passed: true,
    score: 85,
    totalScore: 100,
    passScore: 60,
    startTime,
    finishTime: startTime + 754_000,
    timeUsed: 754_000,
    rank: 3,
    queryCode: '7K3M9QWX2A',
    selfGradingUntil: null,
    canViewAnswers: true,
    canRetake: false,
    pageLeaves: null,
    ...overrides,
  };
}

/** Where the exam screens lead; each shows its own name and the query it was opened with. */
const destinations = [
  ExamPaths.EXAM_LIST,
  ExamPaths.EXAM_PREVIEW,
  ExamPaths.EXAM_IN_PROGRESS,
  ExamPaths.EXAM_FINISH,
  ExamPaths.EXAM_RANKINGS,
  ExamPaths.EXAM_ANSWER,
  ExamPaths.USER_EXAM_LIST,
  ExamPaths.SELF_GRADING,
  ExamPaths.EXAM_COLLECTION,
];

/** Renders `page` at `entry` in a router whose other exam routes just name themselves. */
export function renderPage(page: ReactElement, entry: string) {
  const pagePath = entry.split('?')[0] ?? entry;
  const router = createMemoryRouter(
    [
      { path: pagePath, element: page },
      ...destinations
        .filter((path) => path !== pagePath)
        .map((path) => ({ path, element: <p>Opened {path}</p> })),
    ],
    { initialEntries: [entry] },
  );
  configureApiClient({ location: () => router.state.location });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
