import type {
  TCourseDetail,
  TCoursewareItem,
  TCoursewareProgress,
} from '@lectern/contracts/courses/courses';
import type { TPostCoursewareHeartbeatResponse } from '@lectern/contracts/courses/post-courseware-heartbeat';
import type { TCoursewareSession } from '@lectern/contracts/courses/post-start-courseware';
import type { TCourseNote } from '@lectern/contracts/courses/course-notes';

export const NOW = Date.UTC(2024, 4, 6, 1, 30);

export function progressOf(overrides: Partial<TCoursewareProgress> = {}): TCoursewareProgress {
  return {
    learnedSeconds: 0,
    position: 0,
    pagesSeen: [],
    progress: 0,
    completedAt: null,
    seq: 0,
    ...overrides,
  };
}

export function coursewareOf(overrides: Partial<TCoursewareItem> = {}): TCoursewareItem {
  return {
    coursewareId: 'cw-video',
    courseId: 'course-1',
    name: 'Safety basics (video)',
    kind: 'video',
    durationSeconds: 600,
    pageCount: null,
    completeSeconds: 540,
    learnedCount: 12,
    favourite: false,
    locked: false,
    progress: progressOf(),
    ...overrides,
  };
}

export function courseOf(overrides: Partial<TCourseDetail> = {}): TCourseDetail {
  return {
    courseId: 'course-1',
    name: 'Workplace safety',
    coverUrl: null,
    classifyName: 'Safety',
    classifyPath: 'safety/',
    type: 'required',
    credit: 2,
    pointsPrice: 0,
    openTime: NOW - 86_400_000,
    coursewareCount: 2,
    totalDurationSeconds: 600,
    learnedCount: 30,
    clickCount: 100,
    commentInfo: { totalCount: 0, averageScore: 0, highScoreRate: 0 },
    favourite: false,
    progress: 0,
    finished: false,
    introduction: '<p>Stay safe.</p>',
    rules: {
      inOrder: true,
      attemptsAllowed: null,
      firstSignature: false,
      completionSignature: false,
      faceCapture: false,
      certificate: false,
    },
    finalExam: null,
    redeemed: true,
    idPhotoUrl: null,
    run: null,
    coursewares: [
      coursewareOf(),
      coursewareOf({
        coursewareId: 'cw-pdf',
        name: 'Safety handbook (PDF)',
        kind: 'pdf',
        durationSeconds: null,
        pageCount: 3,
        completeSeconds: 30,
        locked: true,
      }),
    ],
    ...overrides,
  };
}

export function sessionOf(overrides: Partial<TCoursewareSession> = {}): TCoursewareSession {
  return {
    coursewareId: 'cw-video',
    courseId: 'course-1',
    runId: 'run-1',
    name: 'Safety basics (video)',
    kind: 'video',
    url: '/h5/api/files/safety.mp4',
    html: null,
    scorm: null,
    durationSeconds: 600,
    pageCount: null,
    completeSeconds: 540,
    heartbeatSeconds: 15,
    playsLeft: null,
    progress: progressOf(),
    quizzes: [],
    ...overrides,
  };
}

export function beatAnswerOf(
  overrides: Partial<TPostCoursewareHeartbeatResponse> = {},
): TPostCoursewareHeartbeatResponse {
  return {
    creditedSeconds: 15,
    progress: progressOf({ learnedSeconds: 15, progress: 3, seq: 1 }),
    courseProgress: 0,
    courseCompleted: false,
    completionSignatureDue: false,
    finalExamOpen: false,
    serverTime: NOW,
    ...overrides,
  };
}

export function noteOf(overrides: Partial<TCourseNote> = {}): TCourseNote {
  return {
    noteId: 'note-1',
    courseId: 'course-1',
    coursewareId: 'cw-video',
    coursewareName: 'Safety basics (video)',
    content: 'Helmets first',
    isPublic: true,
    at: 95,
    authorName: 'Dana Demo',
    mine: true,
    createdAt: NOW,
    ...overrides,
  };
}
