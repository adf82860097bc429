import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import * as rruleModule from 'rrule';
import { describe, expect, it } from 'vitest';
import { feedIcs, type IcsEvent, invitationIcs } from './ics.ts';

const { RRule } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

/** A weekly Monday 09:00 in New York from 1 March 2027, in winter time (EST, UTC−5); DST begins on 14 March. */
const weekly = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  id: 'weekly-review',
  title: 'Weekly review',
  description: '',
  location: null,
  meetingUrl: null,
  startsAt: new Date('2027-03-01T14:00:00Z'),
  endsAt: new Date('2027-03-01T15:00:00Z'),
  allDay: false,
  timezone: 'America/New_York',
  rrule: 'FREQ=WEEKLY',
  sequence: 0,
  updatedAt: new Date('2027-02-20T12:00:00Z'),
  organizer: { name: 'Ada Admin', email: 'ada@northstar.example' },
  attendees: [{ email: 'guest@outside.example', displayName: null, response: 'pending' }],
  exceptions: [],
  ...overrides,
});

const offsetMs = (text: string) => {
  const m = /^([+-])(\d{2})(\d{2})$/.exec(text);
  if (!m) throw new Error(`bad offset ${text}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
};

type Observance = { type: string; tzoffsetfrom: string; tzoffsetto: string; start: Date; rrule?: string };

/**
 * The offset of an instant as a client reads it from the file's own VTIMEZONE (a client without a zone database of
 * its own, as Outlook): the latest onset of a DAYLIGHT or STANDARD observance at or before the instant.
 */
function offsetFromFile(parsed: CalendarResponse, tzid: string, instant: Date): number {
  const zone = Object.values(parsed).find(
    (c) => c?.type === 'VTIMEZONE' && (c as unknown as { tzid: string }).tzid === tzid,
  );
  if (!zone) throw new Error(`no VTIMEZONE for TZID ${tzid}`);
  let best: { onset: number; offset: number } | null = null;
  for (const value of Object.values(zone as object) as Observance[]) {
    if (value?.type !== 'DAYLIGHT' && value?.type !== 'STANDARD') continue;
    // node-ical reads the observance's local DTSTART as if it were UTC: step it as a floating time.
    const from = offsetMs(value.tzoffsetfrom);
    const floatingInstant = new Date(instant.getTime() + from);
    const floatingOnset = value.rrule
      ? new RRule({ ...RRule.parseString(value.rrule.replace(/^RRULE:/, '')), dtstart: value.start }).before(
          floatingInstant,
          true,
        )
      : value.start;
    if (!floatingOnset || floatingOnset > floatingInstant) continue;
    const onset = floatingOnset.getTime() - from;
    if (!best || onset > best.onset) best = { onset, offset: offsetMs(value.tzoffsetto) };
  }
  if (!best) throw new Error(`VTIMEZONE ${tzid} has no observance before ${instant.toISOString()}`);
  return best.offset;
}

/** HH:MM of an instant in the zone as the file's VTIMEZONE defines it. */
function localTimeByFile(parsed: CalendarResponse, tzid: string, instant: Date): string {
  return new Date(instant.getTime() + offsetFromFile(parsed, tzid, instant)).toISOString().slice(11, 16);
}

function series(parsed: CalendarResponse): VEvent {
  return Object.values(parsed).find((c) => c?.type === 'VEVENT' && !(c as VEvent).recurrenceid) as VEvent;
}

describe('the .ics carries its time zones (VTIMEZONE with TZID), so a series keeps its local time across DST', () => {
  it('the feed: the weekly 09:00 New York meeting after the DST change is still 09:00 local', () => {
    const text = feedIcs('Northstar Digital', [weekly()]);
    const parsed = ical.sync.parseICS(text);
    const event = series(parsed);
    expect(text).toContain('DTSTART;TZID=America/New_York:20270301T090000');
    const tzid = (event.start as Date & { tz?: string }).tz!;
    expect(tzid).toBe('America/New_York');
    const starts = event.rrule!.between(new Date('2027-03-01T00:00:00Z'), new Date('2027-03-23T00:00:00Z'), true);
    // Before the change (EST) and after it (EDT): the same wall clock, an hour apart in UTC.
    expect(starts.map((s) => s.toISOString())).toEqual([
      '2027-03-01T14:00:00.000Z',
      '2027-03-08T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
      '2027-03-22T13:00:00.000Z',
    ]);
    expect(starts.map((s) => localTimeByFile(parsed, tzid, s))).toEqual(['09:00', '09:00', '09:00', '09:00']);
    // And in the autumn, back in standard time.
    expect(localTimeByFile(parsed, tzid, new Date('2027-11-08T14:00:00Z'))).toBe('09:00');
  });

  it('the invitation: one VTIMEZONE per zone used, the moved occurrence in it too', () => {
    const text = invitationIcs(
      weekly({
        exceptions: [
          {
            occurrenceStart: new Date('2027-03-15T13:00:00Z'),
            cancelled: false,
            startsAt: new Date('2027-03-16T15:00:00Z'),
            endsAt: new Date('2027-03-16T16:00:00Z'),
            title: null,
            description: null,
            location: null,
          },
        ],
      }),
      'REQUEST',
    );
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    const parsed = ical.sync.parseICS(text);
    // node-ical files the changed occurrence under its series.
    const [moved] = Object.values(series(parsed).recurrences ?? {}) as VEvent[];
    expect(text).toContain('RECURRENCE-ID;TZID=America/New_York:20270315T090000');
    expect(new Date(moved!.start).toISOString()).toBe('2027-03-16T15:00:00.000Z');
    expect(localTimeByFile(parsed, 'America/New_York', new Date(moved!.start))).toBe('11:00');
  });

  it('a feed of two zones carries both; a UTC event is written in UTC and needs none', () => {
    const text = feedIcs('Northstar Digital', [
      weekly(),
      weekly({ id: 'berlin', timezone: 'Europe/Berlin', startsAt: new Date('2027-03-01T08:00:00Z') }),
      weekly({ id: 'utc', timezone: 'UTC', rrule: null }),
    ]);
    const parsed = ical.sync.parseICS(text);
    const zones = Object.values(parsed)
      .filter((c) => c?.type === 'VTIMEZONE')
      .map((c) => (c as unknown as { tzid: string }).tzid)
      .sort();
    expect(zones).toEqual(['America/New_York', 'Europe/Berlin']);
    expect(text).toContain('DTSTART:20270301T140000Z');
    // Berlin changes on 28 March 2027: 09:00 Berlin is 08:00 UTC before and 07:00 UTC after.
    expect(localTimeByFile(parsed, 'Europe/Berlin', new Date('2027-03-29T07:00:00Z'))).toBe('09:00');
  });
});
