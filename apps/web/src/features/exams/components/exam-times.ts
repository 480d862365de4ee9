import type { TExamSummary } from '@lectern/contracts/exams/exam';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format';

/** Spec §3 exam times: 'start – end', each 'YYYY-MM-DD HH:mm:ss', or 'not set'. */
export function examTimeRange(
  { examEnableTime, examExpireTime }: Pick<TExamSummary, 'examEnableTime' | 'examExpireTime'>,
  t: TFunction,
): string {
  if (examEnableTime === null && examExpireTime === null) return t('exams:time.notSet');
  return t('exams:time.range', {
    start: examEnableTime === null ? t('exams:time.notSet') : formatDateTime(examEnableTime),
    end: examExpireTime === null ? t('exams:time.notSet') : formatDateTime(examExpireTime),
  });
}

type TAttempts = Pick<
  TExamSummary,
  'timesAllowed' | 'timesPerDay' | 'timesFinished' | 'timesFinishedToday'
>;

/**
 * Spec §3/§9 attempts: allowed in total and per day (or unlimited) against those finished, e.g.
 * 'Attempts 1/3, today 1/2'.
 */
export function attemptsText(
  { timesAllowed, timesPerDay, timesFinished, timesFinishedToday }: TAttempts,
  t: TFunction,
): string {
  const counts = {
    finished: timesFinished,
    allowed: timesAllowed,
    finishedToday: timesFinishedToday,
    perDay: timesPerDay,
  };
  if (timesAllowed !== null) {
    return timesPerDay === null
      ? t('exams:attempts.limited', counts)
      : t('exams:attempts.limitedPerDay', counts);
  }
  return timesPerDay === null
    ? t('exams:attempts.unlimited', counts)
    : t('exams:attempts.unlimitedPerDay', counts);
}
