import type { TFunction } from 'i18next';

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 3_600;

/** Learning time as hours and minutes ('1 h 5 min', '45 min'). */
export const formatLearnTime = (seconds: number, t: TFunction) => {
  const hours = Math.floor(seconds / HOUR_SECONDS);
  const minutes = Math.floor((seconds % HOUR_SECONDS) / MINUTE_SECONDS);
  return hours > 0
    ? t('learning-reports:time.hoursMinutes', { hours, minutes })
    : t('learning-reports:time.minutes', { minutes });
};

/** Whole minutes of a number of seconds (a day's bar). */
export const minutesOf = (seconds: number) => Math.floor(seconds / MINUTE_SECONDS);

/** Hours of a number of seconds, one decimal (a week's bar). */
export const hoursOf = (seconds: number) => Math.round((seconds / HOUR_SECONDS) * 10) / 10;

/** A credit change with its sign ('+5', '-2', '0'). */
export const formatCreditChange = (amount: number) => (amount > 0 ? `+${amount}` : `${amount}`);

/** Monday is 0 in a report's days. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** A day's short label under its bar: its weekday. */
export const weekdayLabel = (day: string, t: TFunction) =>
  t(`learning-reports:weekday.${weekdayOf(day)}`);

/** A day as the table shows it: '11-02 Mon'. */
export const dayLabel = (day: string, t: TFunction) => `${day.slice(5)} ${weekdayLabel(day, t)}`;

/** A week's dates: '2026-11-02 – 2026-11-08'. */
export const weekRange = (weekStart: string, weekEnd: string) => `${weekStart} – ${weekEnd}`;
