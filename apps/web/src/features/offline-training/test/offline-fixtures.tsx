import type { TOfflineClassDetail } from '@lectern/contracts/offline-training/get-offline-class-detail';
import type { TOfflineSessionDetail } from '@lectern/contracts/offline-training/get-offline-session-detail';
import type {
  THomeworkDetail,
  THomeworkSubmission,
  TOfflineClassSummary,
  TOfflineSession,
} from '@lectern/contracts/offline-training/offline-training';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { renderRoute } from '@/test/render-route';
import { LinkedPaths, OfflinePaths } from '../offline-training.feature';

export const at = (hour: number, minute = 0) => new Date(2026, 10, 28, hour, minute, 0).getTime();

export function classOf(overrides: Partial<TOfflineClassSummary> = {}): TOfflineClassSummary {
  return {
    classId: 'class-1',
    code: 'OT-1',
    name: 'Fire wardens',
    location: 'Room 3',
    trainerName: 'Coach Zhou',
    credit: 5,
    startTime: at(9),
    endTime: at(17),
    isTrainer: false,
    isLearner: true,
    sessionCount: 2,
    attendedCount: 1,
    homeworkCount: 1,
    passedHomeworkCount: 0,
    progress: 33,
    completedAt: null,
    ...overrides,
  };
}

export function sessionOf(overrides: Partial<TOfflineSession> = {}): TOfflineSession {
  return {
    sessionId: 'session-1',
    classId: 'class-1',
    name: 'Extinguishers',
    location: 'Room 3',
    startTime: at(9),
    endTime: at(12),
    signInStartTime: at(8, 30),
    signInEndTime: at(9, 30),
    signOutStartTime: at(11, 45),
    signOutEndTime: at(13),
    realSignInTime: at(8, 55),
    realSignOutTime: null,
    ...overrides,
  };
}

export function classDetailOf(overrides: Partial<TOfflineClassDetail> = {}): TOfflineClassDetail {
  return {
    ...classOf(),
    introduction: 'Two sessions in the training room.',
    sessions: [sessionOf()],
    homeworks: [
      {
        homeworkId: 'homework-1',
        classId: 'class-1',
        title: 'Escape routes',
        endTime: at(23),
        fullScore: 100,
        passScore: 60,
        status: 'todo',
        score: null,
      },
    ],
    exam: { paperId: 'paper-8', name: 'Fire wardens exam' },
    ...overrides,
  };
}

export function sessionDetailOf(
  overrides: Partial<TOfflineSessionDetail> = {},
): TOfflineSessionDetail {
  return {
    ...sessionOf(),
    className: 'Fire wardens',
    description: 'Drills',
    isTrainer: false,
    isLearner: true,
    signedInCount: null,
    signedOutCount: null,
    learnerCount: 2,
    ...overrides,
  };
}

export function submissionOf(overrides: Partial<THomeworkSubmission> = {}): THomeworkSubmission {
  return {
    submissionId: 'submission-1',
    homeworkId: 'homework-1',
    memberId: 'member-1',
    memberName: 'Ada',
    content: 'Two exits',
    files: [{ url: '/h5/api/files/f1/routes.png', name: 'routes.png' }],
    submitTime: at(20),
    submitCount: 1,
    score: null,
    passed: null,
    comment: null,
    gradeTime: null,
    graderName: null,
    ...overrides,
  };
}

export function homeworkDetailOf(overrides: Partial<THomeworkDetail> = {}): THomeworkDetail {
  return {
    ...classDetailOf().homeworks[0]!,
    className: 'Fire wardens',
    description: 'Draw the escape routes of your floor.',
    submission: null,
    canSubmit: true,
    ...overrides,
  };
}

/** The requests sent to `METHOD /path`. */
export const callsOf = (requests: InternalAxiosRequestConfig[], path: string) =>
  requests.filter((request) => `${request.method?.toUpperCase()} ${request.url}` === path);

export const bodiesOf = (requests: InternalAxiosRequestConfig[], path: string) =>
  callsOf(requests, path).map((request) => JSON.parse(String(request.data)) as unknown);

const destinations = [...Object.values(OfflinePaths), ...Object.values(LinkedPaths)];

/** Renders `page` at `entry` in a router whose other pages just name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
