import type { CalendarGridEntryOnWire } from '../api/list-events';

type Times = Pick<CalendarGridEntryOnWire, 'allDay' | 'localStart' | 'localEnd'>;

/** `localStart` is the viewer's wall clock: read its parts as UTC so the browser's own zone never shifts them. */
const wall = (local: string) => new Date(`${local}Z`);

/** "Fri, Nov 27, 3:00 – 4:00 PM" in the user's language, in the viewer's zone (the server's local times). */
export function entryWhen(entry: Times, language: string, allDayLabel: string): string {
  const day = new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  if (entry.allDay) return `${day.format(wall(entry.localStart))} · ${allDayLabel}`;
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const start = wall(entry.localStart);
  const end = wall(entry.localEnd);
  const sameDay = entry.localStart.slice(0, 10) === entry.localEnd.slice(0, 10);
  return sameDay
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`;
}

/** Only the time ("3:00 PM"), for today's list. */
export function entryTime(entry: Times, language: string, allDayLabel: string): string {
  if (entry.allDay) return allDayLabel;
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    wall(entry.localStart),
  );
}
