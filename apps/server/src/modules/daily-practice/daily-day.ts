import { createHash } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Per time zone, a formatter of calendar days: building one is slow. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `now` falls on in `timeZone`, as `YYYY-MM-DD`. */
export const dayKeyOf = (now: number, timeZone: string) => {
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

/** The day before `day` (calendar arithmetic on the date alone, free of time zones). */
export const previousDayOf = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Days finished in a row up to `today`, or up to yesterday while today is not finished. */
export const streakOf = (finishedDays: ReadonlySet<string>, today: string) => {
  let day = finishedDays.has(today) ? today : previousDayOf(today);
  let streak = 0;
  while (finishedDays.has(day)) {
    streak += 1;
    day = previousDayOf(day);
  }
  return streak;
};

/** A generator of numbers in [0, 1) from a seed: mulberry32. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/**
 * The questions of one learner's day: `count` of the pool, in an order shuffled by a seed of the
 * learner, the practice and the day. The same inputs always draw the same questions.
 */
export const drawQuestions = (pool: readonly string[], count: number, seed: string) => {
  const random = seededRandom(createHash('sha256').update(seed).digest().readUInt32BE(0));
  const shuffled = [...pool];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled.slice(0, count);
};
