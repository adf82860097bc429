import type { Recurrence } from '@agency/shared/calendar';
import { instantOf, type WallClock, wallClockAt } from '@agency/shared/zoned-time';
import * as rruleModule from 'rrule';

// rrule ships CommonJS to Node (whose named-export detection misses RRule) and ESM to bundlers: take it from either.
const { RRule } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

/** The stored RRULE of the form's choice (weekly on the start's weekday, monthly on its day of the month). */
export function rruleOf(recurrence: Recurrence): string | null {
  if (recurrence === 'weekly') return 'FREQ=WEEKLY';
  if (recurrence === 'monthly') return 'FREQ=MONTHLY';
  return null;
}

export function recurrenceOf(rrule: string | null): Recurrence {
  if (!rrule) return 'none';
  const { freq } = RRule.parseString(rrule);
  if (freq === RRule.WEEKLY) return 'weekly';
  if (freq === RRule.MONTHLY) return 'monthly';
  return 'none';
}

export interface SeriesEvent {
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  rrule: string | null;
}

export interface SeriesException {
  occurrenceStart: Date;
  cancelled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  title: string | null;
  description: string | null;
  location: string | null;
}

export interface Occurrence {
  /** The occurrence's start by the rule (the key of its exception). */
  occurrenceStart: Date;
  startsAt: Date;
  endsAt: Date;
  exception: SeriesException | null;
}

const DAY_MS = 86_400_000;
// The wall clock as a "floating" UTC date: the rule steps in the event's own zone, so a weekly 09:00 in New York
// stays 09:00 across the DST change, then each step is turned into its real instant.
const floating = (w: WallClock) => new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
const wallOf = (f: Date): WallClock => ({
  year: f.getUTCFullYear(),
  month: f.getUTCMonth() + 1,
  day: f.getUTCDate(),
  hour: f.getUTCHours(),
  minute: f.getUTCMinutes(),
  second: f.getUTCSeconds(),
});

function overlaps(start: Date, end: Date, from: Date, to: Date): boolean {
  return start < to && (end > from || start >= from);
}

/** The occurrences of a series starting by the rule between two instants (original starts, before exceptions). */
export function ruleStarts(event: SeriesEvent, from: Date, to: Date): Date[] {
  if (!event.rrule) return [event.startsAt];
  const rule = new RRule({
    ...RRule.parseString(event.rrule),
    dtstart: floating(wallClockAt(event.startsAt, event.timezone)),
  });
  // A day of margin either side covers any zone's offset; the exact filter happens on real instants.
  const after = new Date(from.getTime() - DAY_MS * 2);
  const before = new Date(to.getTime() + DAY_MS * 2);
  return rule
    .between(after, before, true)
    .map((f) => instantOf(wallOf(f), event.timezone))
    .filter((start) => start >= from && start < to);
}

/**
 * A series' occurrences that overlap [from, to), with each occurrence's exception applied (cancelled ones left out,
 * moved ones at their new time, including one moved into the window from outside it).
 */
export function expand(event: SeriesEvent, exceptions: readonly SeriesException[], from: Date, to: Date): Occurrence[] {
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  if (!event.rrule) {
    return overlaps(event.startsAt, event.endsAt, from, to)
      ? [{ occurrenceStart: event.startsAt, startsAt: event.startsAt, endsAt: event.endsAt, exception: null }]
      : [];
  }
  const byStart = new Map(exceptions.map((e) => [e.occurrenceStart.getTime(), e]));
  const seen = new Set<number>();
  const out: Occurrence[] = [];
  const add = (occurrenceStart: Date, exception: SeriesException | null) => {
    seen.add(occurrenceStart.getTime());
    const occurrence = applied(occurrenceStart, exception, duration);
    if (occurrence && overlaps(occurrence.startsAt, occurrence.endsAt, from, to)) out.push(occurrence);
  };
  for (const start of ruleStarts(event, new Date(from.getTime() - duration), to)) {
    add(start, byStart.get(start.getTime()) ?? null);
  }
  for (const exception of exceptions) {
    if (!seen.has(exception.occurrenceStart.getTime())) add(exception.occurrenceStart, exception);
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** An occurrence with its exception applied: null when cancelled, at its new time when moved. */
function applied(occurrenceStart: Date, exception: SeriesException | null, duration: number): Occurrence | null {
  if (exception?.cancelled) return null;
  const startsAt = exception?.startsAt ?? occurrenceStart;
  const endsAt = exception?.endsAt ?? new Date(startsAt.getTime() + duration);
  return { occurrenceStart, startsAt, endsAt, exception };
}

/**
 * One occurrence of an event by its original start (a single event's only one when `occurrenceStart` is left out or
 * the event does not repeat), its exception applied; null when the series has none then, or it was cancelled.
 */
export function occurrenceAt(
  event: SeriesEvent,
  exceptions: readonly SeriesException[],
  occurrenceStart: Date | undefined,
): Occurrence | null {
  const start = event.rrule && occurrenceStart ? occurrenceStart : event.startsAt;
  const exception = exceptions.find((e) => e.occurrenceStart.getTime() === start.getTime()) ?? null;
  if (!exception && !isOccurrence(event, start)) return null;
  return applied(start, event.rrule ? exception : null, event.endsAt.getTime() - event.startsAt.getTime());
}

/** Whether a series has an occurrence starting exactly then (an edit of one occurrence must name a real one). */
export function isOccurrence(event: SeriesEvent, start: Date): boolean {
  const from = new Date(start.getTime() - 1);
  const to = new Date(start.getTime() + 1);
  return ruleStarts(event, from, to).some((s) => s.getTime() === start.getTime());
}
