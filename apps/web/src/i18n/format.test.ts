import { describe, expect, it } from 'vitest';
import { formatters } from './format';

const now = new Date('2026-11-25T12:00:00Z');

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
});
