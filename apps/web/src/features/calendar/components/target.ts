/**
 * What the calendar's url asks for (a global search result links `?date=2027-01-12&event={id}`): the day the grid
 * opens on, and the event to open once the grid's entries hold it. A malformed date is ignored.
 */
export function calendarTarget(params: URLSearchParams): { date: string | null; event: string | null } {
  const date = params.get('date');
  const valid = date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  return { date: valid ? date : null, event: params.get('event') || null };
}

/** The entry of that event to open: its occurrence on the asked day (a series has many), else its first one shown. */
export function entryToOpen<Entry extends { source: string; id: string; localStart: string }>(
  entries: readonly Entry[],
  { date, event }: { date: string | null; event: string | null },
): Entry | null {
  if (!event) return null;
  const ofEvent = entries.filter((entry) => entry.source === 'event' && entry.id === event);
  return ofEvent.find((entry) => date !== null && entry.localStart.startsWith(date)) ?? ofEvent[0] ?? null;
}
