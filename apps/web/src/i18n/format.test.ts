import { describe, expect, it } from 'vitest';
import { formatters } from './format';

const now = new Date('2026-11-25T12:00:00Z');

describe('formatters for the chosen language', () => {
  it('says how long ago in the largest unit that fits, in the language', () => {
    expect(formatters('en').fromNow(new Date('2026-11-25T09:00:00Z'), now)).toBe('3 hours ago');
    expect(formatters('es').fromNow(new Date('2026-11-23T12:00:00Z'), now)).toBe('anteayer');
    expect(formatters('de').fromNow(new Date('2026-11-18T12:00:00Z'), now)).toBe('letzte Woche');
    expect(formatters('fr').fromNow(new Date('2026-11-25T11:59:50Z'), now)).toBe('il y a 10 secondes');
  });

  it('writes calendar dates and money the language’s way', () => {
    expect(formatters('de').date('2026-11-05')).toBe('05.11.2026');
    expect(formatters('en').date('2026-11-05')).toBe('Nov 5, 2026');
    expect(formatters('fr').money(123_456)).toBe('1\u202f234,56\u00a0$US');
  });
});
