import { describe, expect, it } from 'vitest';
import type { CalendarGridEntryOnWire } from '../api/list-events';
import { calendarTarget, entryToOpen } from './target';

const entry = (id: string, localStart: string, source = 'event') =>
  ({ id, key: `${id}:${localStart}`, localStart, source }) as unknown as CalendarGridEntryOnWire;

describe('the calendar opened from a search result', () => {
  it('reads the day and the event from the url, ignoring a malformed day', () => {
    expect(calendarTarget(new URLSearchParams('date=2027-01-12&event=e1'))).toEqual({
      date: '2027-01-12',
      event: 'e1',
    });
    expect(calendarTarget(new URLSearchParams('date=2027-13-45&event=e1'))).toEqual({ date: null, event: 'e1' });
    expect(calendarTarget(new URLSearchParams('date=soon'))).toEqual({ date: null, event: null });
  });

  it('opens the asked event’s occurrence on the asked day, else its first one shown', () => {
    const entries = [
      entry('other', '2027-01-12T09:00:00'),
      entry('series', '2027-01-05T10:00:00'),
      entry('series', '2027-01-12T10:00:00'),
    ];
    expect(entryToOpen(entries, { date: '2027-01-12', event: 'series' })).toBe(entries[2]);
    expect(entryToOpen(entries, { date: null, event: 'series' })).toBe(entries[1]);
    expect(entryToOpen(entries, { date: '2027-01-12', event: null })).toBeNull();
    expect(entryToOpen(entries, { date: '2027-01-12', event: 'missing' })).toBeNull();
  });

  it('never opens a read-only entry that shares the id (a project deadline or an invoice due date)', () => {
    expect(
      entryToOpen([entry('p1', '2027-01-12T00:00:00', 'project-deadline')], { date: null, event: 'p1' }),
    ).toBeNull();
  });
});
