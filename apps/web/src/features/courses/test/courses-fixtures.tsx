import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import type { TCourseComment } from '@lectern/contracts/courses/course-comments';
import type { TCourseNote } from '@lectern/contracts/courses/course-notes';
import type {
  TCourseDetail,
  TCourseRun,
  TCourseSummary,
  TCoursewareItem,
} from '@lectern/contracts/courses/courses';
import type { TCoursewareListItem } from '@lectern/contracts/courses/get-courseware-list';
import type { TLearnRecord } from '@lectern/contracts/courses/get-learn-record';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { renderRoute } from '@/test/render-route';
import { CoursePaths, LinkedPaths } from '../courses.feature';

/** A free required course the learner has not started, with two comments. */
export function courseOf(overrides: Partial<TCourseSummary> = {}): TCourseSummary {
  return {
    courseId: 'course-1',
    name: 'Workplace safety basics',
    coverUrl: null,
    classifyName: 'Safety',
    classifyPath: 'safety/',
    type: 'required',
    credit: 2,
    pointsPrice: 0,
    openTime: new Date(2024, 2, 1, 8, 0, 0).getTime(),
    coursewareCount: 3,
    totalDurationSeconds: 4_500,
    learnedCount: 128,
    clickCount: 2_048,
    commentInfo: { totalCount: 2, averageScore: 4.5, highScoreRate: 100 },
    favourite: false,
    progress: 0,
    finished: false,
    ...overrides,
  };
}

const untouched = {
  learnedSeconds: 0,
  position: 0,
  pagesSeen: [],
  progress: 0,
  completedAt: null,
  seq: 0,
};

export function coursewareOf(overrides: Partial<TCoursewareItem> = {}): TCoursewareItem {
  return {
    coursewareId: 'cw-video',
    courseId: 'course-1',
    name: 'Hazards on the floor',
    kind: 'video',
    durationSeconds: 600,
    pageCount: null,
    completeSeconds: 540,
    learnedCount: 80,
    favourite: false,
    locked: false,
    progress: untouched,
    ...overrides,
  };
}

/** The course's catalogue: a completed video, a half-read PDF, and a locked picture. */
export const catalogue: TCoursewareItem[] = [
  coursewareOf({
    progress: {
      ...untouched,
      learnedSeconds: 560,
      position: 600,
      progress: 100,
      completedAt: new Date(2024, 4, 6, 9, 30, 0).getTime(),
      seq: 40,
    },
  }),
  coursewareOf({
    coursewareId: 'cw-pdf',
    name: 'Safety handbook',
    kind: 'pdf',
    durationSeconds: null,
    pageCount: 12,
    completeSeconds: 24,
    progress: {
      ...untouched,
      learnedSeconds: 14,
      position: 6,
      pagesSeen: [1, 2, 3, 4, 5, 6],
      progress: 50,
      seq: 3,
    },
  }),
  coursewareOf({
    coursewareId: 'cw-picture',
    name: 'Exit map',
    kind: 'picture',
    durationSeconds: null,
    pageCount: null,
    completeSeconds: 30,
    locked: true,
  }),
];

export function runOf(overrides: Partial<TCourseRun> = {}): TCourseRun {
  return {
    runId: 'run-1',
    runNo: 1,
    status: 0,
    startedAt: new Date(2024, 4, 6, 9, 0, 0).getTime(),
    completedAt: null,
    lastLearnAt: new Date(2024, 4, 7, 20, 15, 0).getTime(),
    learnedSeconds: 754,
    progress: 33.3,
    timesLearned: 2,
    firstSignedAt: null,
    completionSignedAt: null,
    attemptsUsed: 1,
    ...overrides,
  };
}

/** The course's detail: not started, in order, with a final exam opening after 30 minutes. */
export function detailOf(overrides: Partial<TCourseDetail> = {}): TCourseDetail {
  return {
    ...courseOf(),
    introduction: '<p>Learn to <strong>spot hazards</strong> before they hurt.</p>',
    rules: {
      inOrder: true,
      attemptsAllowed: 3,
      firstSignature: true,
      completionSignature: false,
      faceCapture: false,
      certificate: true,
    },
    finalExam: {
      examId: 'exam-9',
      name: 'Safety final exam',
      opensAfterMinutes: 30,
      open: false,
      passed: false,
    },
    redeemed: true,
    idPhotoUrl: null,
    run: null,
    coursewares: catalogue,
    ...overrides,
  };
}

export function commentOf(overrides: Partial<TCourseComment> = {}): TCourseComment {
  return {
    commentId: 'comment-1',
    content: 'Clear and short.',
    score: 5,
    authorName: 'Lee Learner',
    mine: false,
    createdAt: new Date(2024, 4, 8, 10, 0, 0).getTime(),
    ...overrides,
  };
}

export function coursewareListItemOf(
  overrides: Partial<TCoursewareListItem> = {},
): TCoursewareListItem {
  return { ...coursewareOf(), courseName: 'Workplace safety basics', ...overrides };
}

export function learnRecordOf(overrides: Partial<TLearnRecord> = {}): TLearnRecord {
  return {
    courseId: 'course-1',
    courseName: 'Workplace safety basics',
    runNo: 1,
    learnMinutes: 12,
    lastLearnAt: new Date(2024, 4, 7, 20, 15, 0).getTime(),
    progress: 33.3,
    timesLearned: 2,
    finished: false,
    ...overrides,
  };
}

export function noteOf(overrides: Partial<TCourseNote> = {}): TCourseNote {
  return {
    noteId: 'note-1',
    courseId: 'course-1',
    coursewareId: 'cw-video',
    coursewareName: 'Hazards on the floor',
    content: 'Wet floors: put the sign out first.',
    isPublic: false,
    at: 125,
    authorName: 'Dana Demo',
    mine: true,
    createdAt: new Date(2024, 4, 7, 20, 0, 0).getTime(),
    ...overrides,
  };
}

const node = (name: string, path: string, children: TClassifyNode[] = []): TClassifyNode => ({
  name,
  classifyCode: path.replace(/\/$/, '').split('/').at(-1) ?? '',
  classifyPath: path,
  isEdit: false,
  isAble: true,
  children,
});

export const classifications: TClassifyNode[] = [
  {
    ...node('我的分类', '', [node('Safety', 'safety/', [node('Fire', 'safety/fire/')])]),
    labelKey: 'myClassification',
  },
];

/** The requests a fake api saw for `METHOD /path`. */
export const callsOf = (requests: InternalAxiosRequestConfig[], path: string) =>
  requests.filter((request) => `${request.method?.toUpperCase()} ${request.url}` === path);

/** The JSON bodies sent to `POST /path`. */
export const bodiesOf = (requests: InternalAxiosRequestConfig[], path: string) =>
  callsOf(requests, path).map((request) => JSON.parse(String(request.data)) as unknown);

const destinations = [
  ...Object.values(CoursePaths),
  LinkedPaths.EXAM_PREVIEW,
  LinkedPaths.FAVOURITES,
  LinkedPaths.QUESTION_NOTES,
];

/** Renders `page` at `entry` in a router whose other pages just name themselves. */
export const renderPage = (page: ReactElement, entry: string) =>
  renderRoute(page, entry, { destinations });
