import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-cache';

describe('Intl formatters built once per locale and options (issue #19)', () => {
  it('returns the same formatter for the same locale and equal options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(numberFormat('de', { style: 'percent' })).toBe(numberFormat('de', { style: 'percent' }));
    expect(relativeTimeFormat('fr', { style: 'short' })).toBe(relativeTimeFormat('fr', { style: 'short' }));
    expect(dateTimeFormat(undefined)).toBe(dateTimeFormat(undefined));
  });

  it('keeps formatters of other locales, options or zones apart', () => {
    const utc = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })).not.toBe(utc);
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(utc);
    expect(dateTimeFormat('en', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(utc);
    const instant = new Date('2026-11-27T23:30:00Z');
    expect(dateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' }).format(instant)).toBe('11/27/26');
    expect(dateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'Asia/Tokyo' }).format(instant)).toBe('11/28/26');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(1.5)).toBe('2');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1.55)).toBe('1.6');
  });
});
