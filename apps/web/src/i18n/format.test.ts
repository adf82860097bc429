import { describe, expect, it } from 'vitest';
import { formatters } from './format';

const now = new Date('2026-11-25T12:00:00Z');
/** ICU versions differ on the space before AM/PM (U+202F or U+0020). */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatters for the chosen language', () => {
  it('says how long ago by 001 §9’s one rule (lib/relative-time.ts), in the language', () => {
    expect(formatters('en').fromNow(new Date('2026-11-25T09:00:00Z'), now)).toBe('3h ago');
    expect(formatters('es').fromNow(new Date('2026-11-23T12:00:00Z'), now)).toBe('hace 2 d');
    expect(formatters('de').fromNow(new Date('2026-11-18T12:00:00Z'), now)).toBe('vor 7 Tagen');
    expect(formatters('fr').fromNow(new Date('2026-11-25T11:59:50Z'), now)).toBe('maintenant');
  });

  it('writes sizes with a unit symbol, never "56 byte"', () => {
    expect(formatters('en').bytes(56).replace('\u00a0', ' ')).toBe('56 B');
    expect(formatters('fr').bytes(1536).replace('\u00a0', ' ')).toBe('1,5 Ko');
  });

  it('writes calendar dates and money the language’s way', () => {
    expect(formatters('de').date('2026-11-05')).toBe('05.11.2026');
    expect(formatters('en').date('2026-11-05')).toBe('Nov 5, 2026');
    expect(formatters('fr').money(123_456)).toBe('1\u202f234,56\u00a0$US');
  });

  it('shows an instant in the user’s time zone and a calendar date as the same day in every zone', () => {
    const at = '2026-11-25T23:30:00Z';
    expect(plain(formatters('en', { timeZone: 'UTC' }).dateTime(at))).toBe('Nov 25, 2026, 11:30 PM');
    expect(plain(formatters('en', { timeZone: 'Asia/Tokyo' }).dateTime(at))).toBe('Nov 26, 2026, 8:30 AM');
    expect(formatters('en', { timeZone: 'Asia/Tokyo' }).date(at)).toBe('Nov 26, 2026');
    expect(plain(formatters('en', { timeZone: 'America/Los_Angeles' }).time(at))).toBe('3:30 PM');
    expect(formatters('en', { timeZone: 'Pacific/Kiritimati' }).date('2026-11-05')).toBe('Nov 5, 2026');
  });

  it('writes dates in the chosen fixed order, whatever the language', () => {
    expect(formatters('de', { dateFormat: 'ymd' }).date('2026-11-05')).toBe('2026-11-05');
    expect(formatters('en', { dateFormat: 'dmy' }).date('2026-11-05')).toBe('05/11/2026');
    expect(formatters('fr', { dateFormat: 'mdy' }).date('2026-11-05')).toBe('11/05/2026');
    expect(
      plain(formatters('en', { dateFormat: 'ymd', timeZone: 'Asia/Tokyo' }).dateTime('2026-11-25T23:30:00Z')),
    ).toBe('2026-11-26 8:30 AM');
    // A screen's own options (a month's name) keep the language's way.
    expect(formatters('en', { dateFormat: 'ymd' }).date('2026-11-05', { month: 'long' })).toBe('November');
  });
});
