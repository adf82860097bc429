import { describe, expect, it } from 'vitest';
import { todayIn } from './today';

describe('today in the user’s time zone', () => {
  it('is the local calendar date, not UTC’s', () => {
    // 9 pm in New York on the 27th is already the 28th in UTC.
    const evening = new Date('2026-11-28T02:00:00Z');
    expect(evening.toISOString().slice(0, 10)).toBe('2026-11-28');
    expect(todayIn('America/New_York', evening)).toBe('2026-11-27');
    // Morning in Auckland is still yesterday in UTC.
    expect(todayIn('Pacific/Auckland', new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(todayIn('UTC', evening)).toBe('2026-11-28');
  });

  it('pads months and days', () => {
    expect(todayIn('Europe/Berlin', new Date('2026-01-05T10:00:00Z'))).toBe('2026-01-05');
  });
});
