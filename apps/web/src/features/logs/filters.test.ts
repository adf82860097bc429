import { describe, expect, it } from 'vitest';
import { exportHref, isComplete, NO_FILTERS } from './filters';

describe('the logs filters as sent', () => {
  it('gives Export Logs the very filters of the list', () => {
    const href = exportHref('system', { ...NO_FILTERS, q: ' invoice ', category: 'security', range: 'last_24_hours' });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/api/logs/system/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'invoice',
      category: 'security',
      range: 'last_24_hours',
    });
  });

  it('sends a custom range as instants, and only once both ends are in order', () => {
    const custom = { ...NO_FILTERS, range: 'custom' as const, from: '2026-11-01T09:00', to: '2026-11-02T09:00' };
    expect(isComplete(custom)).toBe(true);
    expect(isComplete({ ...custom, to: '' })).toBe(false);
    expect(isComplete({ ...custom, to: '2026-10-01T09:00' })).toBe(false);
    const params = new URL(exportHref('activity', custom), 'http://localhost').searchParams;
    expect(params.get('from')).toBe(new Date('2026-11-01T09:00').toISOString());
    expect(params.get('to')).toBe(new Date('2026-11-02T09:00').toISOString());
    // A preset leaves stale custom ends out.
    const preset = new URL(exportHref('activity', { ...custom, range: 'last_7_days' }), 'http://localhost');
    expect(preset.searchParams.has('from')).toBe(false);
  });

  it('names the viewer’s zone for Today only', () => {
    const today = new URL(exportHref('system', { ...NO_FILTERS, range: 'today' }), 'http://localhost');
    expect(today.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(new URL(exportHref('system', NO_FILTERS), 'http://localhost').searchParams.has('tz')).toBe(false);
  });
});
