const DAY_MS = 24 * 60 * 60 * 1000;

/** Per time zone, a formatter of calendar days and one of wall-clock times: building one is slow. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

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

/** `day` moved by `days` (calendar arithmetic on the date alone, free of time zones). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How far `instant` is ahead of UTC on the wall clocks of `timeZone`, in ms. */
const offsetAt = (instant: number, timeZone: string) => {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(
    part.year!,
    part.month! - 1,
    part.day!,
    part.hour!,
    part.minute!,
    part.second!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
};

/** The first moment of `day` in `timeZone` (spec §3 periodStartTimeDate). */
export const startOfDay = (day: string, timeZone: string) => {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  return midnightUtc - offsetAt(guess, timeZone);
};

/** The days from `first` to `last`, both counted; none when `last` is before `first`. */
export const daysBetween = (first: string, last: string) => {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
};

/** Days checked in a row up to `today`, or up to yesterday while today is not checked in. */
export const streakOf = (doneDays: ReadonlySet<string>, today: string) => {
  let day = doneDays.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (doneDays.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
};

/** Which day of the period `day` is, from 0. */
export const dayIndexOf = (startsOn: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS);
