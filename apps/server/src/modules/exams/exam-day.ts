import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const MINUTE_MS = 60_000;

/** Per time zone, the day last asked about: time-zone arithmetic is slow, and days are long. */
const knownDays = new Map<string, { start: number; end: number }>();
const HOURS_36_MS = 36 * 60 * MINUTE_MS;

/** The first instant of the calendar day `now` falls on, in `timeZone`. */
export const startOfDay = (now: number, timeZone: string) => {
  const known = knownDays.get(timeZone);
  if (known && now >= known.start && now < known.end) return known.start;
  const start = dayjs(now).tz(timeZone).startOf('day').valueOf();
  // Whatever a daylight-saving change does to the day's length, 36 hours on is the next day.
  const end = dayjs(start + HOURS_36_MS)
    .tz(timeZone)
    .startOf('day')
    .valueOf();
  knownDays.set(timeZone, { start, end });
  return start;
};
