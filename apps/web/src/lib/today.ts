import { todayIn as todayInZone } from '@agency/shared/zoned-time';
import { dateTimeFormat } from './intl-cache';

// "Today" is the user's day, not UTC's: a payment recorded at 9 pm in New York on the 27th is paid on the 27th, and
// `new Date().toISOString().slice(0, 10)` would say the 28th. The user's zone is the one they chose in Settings
// (set here by the preferences sync), else the browser's.

let chosenZone: string | undefined;

/** The signed-in user's chosen zone (null: none chosen, the browser's applies). */
export function setUserTimeZone(zone: string | null | undefined): void {
  chosenZone = zone ?? undefined;
}

/** The browser's IANA time zone ("Europe/Berlin"), or undefined where Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    // The default formatter is built once (lib/intl-cache.ts): every useFormat() call reads the zone.
    return dateTimeFormat(undefined).resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The calendar date (`YYYY-MM-DD`) of `now` in `timeZone` (the browser's by default): the shared rule the API uses. */
export function todayIn(timeZone: string | undefined = browserTimeZone(), now: Date = new Date()): string {
  return todayInZone(timeZone ?? 'UTC', now);
}

/** Today as the user lives it: the default of every date field and the line between due and overdue. */
export function today(now: Date = new Date()): string {
  return todayIn(chosenZone ?? browserTimeZone(), now);
}
