import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** Spec §3 date fields: shown as 'yyyy-MM-dd hh:mm:ss' (24-hour) when numeric. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Spec §3: startDate and endDate show the date part only. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Spec §3: the fields shown with DATE_TIME_FORMAT when their value is numeric. */
export const DATE_TIME_FIELDS = [
  'createTime',
  'startTime',
  'endTime',
  'beginTime',
  'finishTime',
  'finishedTime',
  'publishTime',
  'editTime',
  'enableTime',
  'expireTime',
  'lastAnswerTime',
  'lastLearnTime',
  'examTime',
  'evalTime',
  'limitStartTime',
  'limitEndTime',
  'realSignInTime',
  'realSignOutTime',
  'receivingTime',
  'receiveTime',
  'inviteCreateTime',
  'inviteTime',
  'periodStartTimeDate',
] as const;
/** Spec §3: the fields shown with DATE_FORMAT. */
export const DATE_FIELDS = ['startDate', 'endDate'] as const;

/** Spec §9: rounding keeps 2 decimals by default. */
export const DEFAULT_DECIMALS = 2;

type TTimeValue = number | string | null | undefined;

const isNumeric = (value: TTimeValue): value is number | string =>
  typeof value === 'number' ? Number.isFinite(value) : !!value && /^\d+$/.test(value);

function formatTime(value: TTimeValue, format: string): string {
  if (value === null || value === undefined) return '';
  return isNumeric(value) ? dayjs(Number(value)).format(format) : String(value);
}

/** Epoch milliseconds as 'YYYY-MM-DD HH:mm:ss'; a non-numeric value is shown as it is. */
export const formatDateTime = (value: TTimeValue) => formatTime(value, DATE_TIME_FORMAT);

/** Epoch milliseconds as 'YYYY-MM-DD'; a non-numeric value is shown as it is. */
export const formatDate = (value: TTimeValue) => formatTime(value, DATE_FORMAT);

/** A copy of `record` with the spec §3 date fields formatted for display. */
export function formatDateFields<T extends Record<string, unknown>>(record: T) {
  const formatted: Record<string, unknown> = { ...record };
  for (const field of DATE_TIME_FIELDS) {
    const value = record[field];
    if (typeof value === 'number' || typeof value === 'string') {
      formatted[field] = formatDateTime(value);
    }
  }
  for (const field of DATE_FIELDS) {
    const value = record[field];
    if (typeof value === 'number' || typeof value === 'string')
      formatted[field] = formatDate(value);
  }
  return formatted as {
    [K in keyof T]: K extends (typeof DATE_TIME_FIELDS)[number] | (typeof DATE_FIELDS)[number]
      ? string
      : T[K];
  };
}

export type TDurationParts = { days: number; hours: number; minutes: number; seconds: number };

export function splitDuration(totalSeconds: number): TDurationParts {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3_600),
    minutes: Math.floor((whole % 3_600) / 60),
    seconds: whole % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec §9: a duration in days, hours, minutes and seconds; days and hours only when present,
 * minutes and seconds always, two digits each (zero is '00分00秒').
 */
export function formatDuration(totalSeconds: number, t: TFunction): string {
  const { days, hours, minutes, seconds } = splitDuration(totalSeconds);
  const parts = { days, hours, minutes: pad(minutes), seconds: pad(seconds) };
  if (days > 0) return t('common:duration.withDays', parts);
  if (hours > 0) return t('common:duration.withHours', parts);
  return t('common:duration.minutesSeconds', parts);
}

/** Spec §9: the short form mm'ss", with an hours prefix when there are hours (1:05'09"). */
export function formatStopwatch(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = splitDuration(totalSeconds);
  const allHours = days * 24 + hours;
  const clock = `${pad(minutes)}'${pad(seconds)}"`;
  return allHours > 0 ? `${allHours}:${clock}` : clock;
}

/** Shifts the decimal point through the exponent, so 1.005 rounds to 1.01, not 1.00. */
const shift = (value: number, places: number) => {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
};

/** Spec §9: rounds to `decimals` places (2 by default). */
export const round = (value: number, decimals = DEFAULT_DECIMALS) =>
  shift(Math.round(shift(value, decimals)), -decimals);

/** Spec §9: rounds up to `decimals` places (2 by default). */
export const ceil = (value: number, decimals = DEFAULT_DECIMALS) =>
  shift(Math.ceil(shift(value, decimals)), -decimals);
