import {
  CoursewareKind,
  PAGED_KINDS,
  PAGE_SEEN_SECONDS,
  type TCoursewareKind,
  type TCoursewareProgress,
} from '@lectern/contracts/courses/courses';
import { roundScore } from '@lectern/contracts/questions/grading';
import type { CoursewareProgressRow, CoursewareRow } from './courses.repository';

/**
 * The course rules of spec §4 and decision 0062 that need no database: progress, completion of
 * a courseware by its kind, and the order in which courseware opens.
 */

const SECOND_MS = 1000;

export const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.min(100, roundScore((part * 100) / whole));

export const secondsOf = (ms: number) => Math.floor(ms / SECOND_MS);

export const pagesSeenOf = (progress: Pick<CoursewareProgressRow, 'pages_seen'> | undefined) =>
  progress ? (JSON.parse(progress.pages_seen) as number[]) : [];

/** A document's page counts as seen once a beat credited it PAGE_SEEN_SECONDS. */
export const pageSeenBy = (
  courseware: Pick<CoursewareRow, 'kind' | 'page_count'>,
  page: number,
  creditedMs: number,
) =>
  PAGED_KINDS.includes(courseware.kind as TCoursewareKind) &&
  page >= 1 &&
  page <= (courseware.page_count ?? 0) &&
  creditedMs >= PAGE_SEEN_SECONDS * SECOND_MS;

/**
 * Whether learning has completed the courseware: media, pictures and rich text at their
 * completing seconds of credited time, documents when every page was seen as well. SCORM packages
 * complete only by their cmi status (scorm commits), never by time.
 */
export const completedByTime = (
  courseware: Pick<CoursewareRow, 'kind' | 'complete_seconds' | 'page_count'>,
  learnedMs: number,
  pagesSeen: readonly number[],
) => {
  if (courseware.kind === CoursewareKind.SCORM) return false;
  if (learnedMs < courseware.complete_seconds * SECOND_MS) return false;
  if (PAGED_KINDS.includes(courseware.kind as TCoursewareKind)) {
    return pagesSeen.length >= (courseware.page_count ?? 0);
  }
  return true;
};

/** The share of the courseware learned: by time, and for documents by pages too. */
const progressPercent = (
  courseware: Pick<CoursewareRow, 'kind' | 'complete_seconds' | 'page_count'>,
  progress: CoursewareProgressRow | undefined,
  pagesSeen: readonly number[],
) => {
  if (!progress) return 0;
  if (progress.completed_at !== null) return 100;
  const byTime =
    courseware.complete_seconds === 0
      ? 0
      : percent(secondsOf(progress.learned_ms), courseware.complete_seconds);
  if (PAGED_KINDS.includes(courseware.kind as TCoursewareKind)) {
    return Math.min(byTime, percent(pagesSeen.length, courseware.page_count ?? 0));
  }
  return Math.min(byTime, 99);
};

export const coursewareProgressOf = (
  courseware: Pick<CoursewareRow, 'kind' | 'complete_seconds' | 'page_count'>,
  progress: CoursewareProgressRow | undefined,
): TCoursewareProgress => {
  const pagesSeen = pagesSeenOf(progress);
  return {
    learnedSeconds: secondsOf(progress?.learned_ms ?? 0),
    position: progress?.position ?? 0,
    pagesSeen,
    progress: progressPercent(courseware, progress, pagesSeen),
    completedAt: progress?.completed_at ?? null,
    seq: progress?.seq ?? 0,
  };
};

/**
 * In an in-order course, the courseware locked for the learner: those after the first one not
 * completed in the run (300520). `coursewares` in their order.
 */
export const lockedIds = (
  inOrder: boolean,
  coursewares: readonly Pick<CoursewareRow, 'id'>[],
  completed: ReadonlySet<string>,
) => {
  const locked = new Set<string>();
  if (!inOrder) return locked;
  let open = true;
  for (const { id } of coursewares) {
    if (!open) locked.add(id);
    if (!completed.has(id)) open = false;
  }
  return locked;
};

/** The final exam opens on completion, or after its study minutes (spec §4). */
export const finalExamOpen = (
  opensAfterMinutes: number | null,
  run: { completed_at: number | null; learned_ms: number } | undefined,
) =>
  run !== undefined &&
  (run.completed_at !== null ||
    (opensAfterMinutes !== null && run.learned_ms >= opensAfterMinutes * 60 * SECOND_MS));

/** Kinds of the resource library (/exam/learn/resource): documents, pictures and rich text. */
export const RESOURCE_KINDS: readonly TCoursewareKind[] = [
  CoursewareKind.PDF,
  CoursewareKind.DOCUMENT,
  CoursewareKind.PICTURE,
  CoursewareKind.RICH_TEXT,
];

export const MEDIA_KINDS: readonly TCoursewareKind[] = [CoursewareKind.VIDEO, CoursewareKind.AUDIO];

/** SCORM 1.2 `cmi.core.lesson_status`, or 2004 `cmi.completion_status` / `success_status`. */
export const scormStatusOf = (cmi: Record<string, unknown>) => {
  const root = (typeof cmi['cmi'] === 'object' && cmi['cmi'] !== null ? cmi['cmi'] : cmi) as Record<
    string,
    unknown
  >;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const core = (
    typeof root['core'] === 'object' && root['core'] !== null ? root['core'] : {}
  ) as Record<string, unknown>;
  const scoreOf = (holder: Record<string, unknown>) => {
    const score = holder['score'];
    if (typeof score !== 'object' || score === null) return null;
    const raw = Number((score as Record<string, unknown>)['raw']);
    return Number.isFinite(raw) ? raw : null;
  };
  const lessonStatus = text(core['lesson_status']);
  const completion = lessonStatus ?? text(root['completion_status']);
  const success = text(root['success_status']);
  return {
    completionStatus: completion,
    successStatus: success,
    score: scoreOf(core) ?? scoreOf(root),
    completed: completion === 'completed' || completion === 'passed' || success === 'passed',
  };
};

/** Per time zone, a formatter of calendar days: building one is slow. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `now` falls on in `timeZone`, as `YYYY-MM-DD` (spec §3 'times learned'). */
export const learningDayOf = (now: number, timeZone: string) => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
};
