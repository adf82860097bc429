// Wall-clock time in an IANA zone and back, with the runtime's own zone data (Intl): no date library on either side.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at an instant, read from Intl (slow: formatToParts). */
function intlWallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour === 24 ? 0 : parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

// Zones change their offset only on a quarter hour, so one Intl call per zone and quarter hour serves every instant in
// it: a month of 2,000 events costs a few hundred calls instead of 4,000 (the calendar's month view).
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const bucket = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = new Date(bucket * QUARTER_HOUR_MS);
    offset = asUtc(intlWallClock(at, timeZone)) - at.getTime();
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const d = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/**
 * The instant a wall clock in `timeZone` names. A time skipped by a DST change moves forward by the gap (02:30 on a
 * spring-forward night is 03:30); a repeated one takes its first (daylight) instant.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const naive = asUtc(wall);
  const first = naive - zoneOffsetMs(new Date(naive), timeZone);
  const second = naive - zoneOffsetMs(new Date(first), timeZone);
  if (first === second) return new Date(first);
  // On a change night the two guesses differ: the earlier one that reads back as the wall clock wins.
  const readsBack = (t: number) => asUtc(wallClockAt(new Date(t), timeZone)) === naive;
  const candidates = [Math.min(first, second), Math.max(first, second)].filter(readsBack);
  return new Date(candidates[0] ?? Math.max(first, second));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2026-11-27T15:00:00`, the wall clock as a local ISO string (no zone). */
export function formatWallClock(w: WallClock): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** `2026-11-27` and `15:00` into a wall clock. */
export function parseWallClock(date: string, time = '00:00'): WallClock {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute, second: 0 };
}

/** The wall clock `days` calendar days later (the same time of day). */
export function addDaysToWall(w: WallClock, days: number): WallClock {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Midnight starting the day of `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfDayIn(date: string, timeZone: string): Date {
  return instantOf(parseWallClock(date), timeZone);
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return formatWallClock(wallClockAt(now, timeZone)).slice(0, 10);
}
