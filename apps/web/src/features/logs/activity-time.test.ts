import { describe, expect, it } from 'vitest';
import { activityTime } from './activity-time';

const now = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('activity log times (001 §9)', () => {
  it('says minutes under an hour and hours under a day, in the chosen language', () => {
    expect(activityTime(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(activityTime(ago(59 * 60_000), now, 'en')).toBe('59 minutes ago');
    expect(activityTime(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
    expect(activityTime(ago(3 * 3_600_000), now, 'de')).toBe('vor 3 Stunden');
  });

  it('says "now" under a minute, never "0 minutes ago"', () => {
    expect(activityTime(ago(20_000), now, 'en')).toBe('now');
    expect(activityTime(ago(20_000), now, 'de')).toBe('jetzt');
    expect(activityTime(ago(60_000), now, 'en')).toBe('1 minute ago');
  });

  it('shows the full date and time from a day on', () => {
    const text = activityTime(ago(25 * 3_600_000), now, 'en');
    expect(text).toMatch(/Nov 27, 2026/);
    expect(text).not.toMatch(/ago/);
  });
});
