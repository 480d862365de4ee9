import { PAGED_KINDS, type TCoursewareKind } from '@lectern/contracts/courses/courses';
import type { TFunction } from 'i18next';

const pad = (value: number) => String(value).padStart(2, '0');

/** A second of playback as a clock: 01:35, 1:02:05. */
function clockOf(totalSeconds: number) {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3_600);
  const clock = `${pad(Math.floor((whole % 3_600) / 60))}:${pad(whole % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/** Whether a note or quiz of this kind of courseware is tagged by page (else by second). */
export const isPaged = (kind: TCoursewareKind) => PAGED_KINDS.includes(kind);

/** Where a note or quiz sits: 'Page 3' in a document, '01:35' in media. */
export const positionLabel = (kind: TCoursewareKind, at: number, t: TFunction) =>
  isPaged(kind) ? t('course-learning:notes.page', { page: at }) : clockOf(at);
