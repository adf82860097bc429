import { describe, expect, it } from 'vitest';
import {
  elapsedLabel,
  groupByDay,
  isEditable,
  nextWeek,
  previousWeek,
  splitMinutes,
  weekEnd,
  weekFromParam,
} from './week';

describe('the timesheet’s arithmetic', () => {
  it('puts entries on their days and totals each day, a running timer counting nothing yet', () => {
    const days = groupByDay('2026-11-23', [
      { id: 'a', workDate: '2026-11-23', minutes: 90 },
      { id: 'b', workDate: '2026-11-23', minutes: 30 },
      { id: 'c', workDate: '2026-11-25', minutes: null },
      { id: 'd', workDate: '2026-11-30', minutes: 60 },
    ]);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days[0]!.minutes).toBe(120);
    expect(days[2]!.entries.map((entry) => entry.id)).toEqual(['c']);
    expect(days[2]!.minutes).toBe(0);
    expect(days.flatMap((day) => day.entries).map((entry) => entry.id)).not.toContain('d');
  });

  it('shows a timer’s elapsed time as h:mm:ss, never negative', () => {
    const start = '2026-11-27T09:00:00.000Z';
    expect(elapsedLabel(start, new Date('2026-11-27T10:02:03Z'))).toBe('1:02:03');
    expect(elapsedLabel(start, new Date('2026-11-27T08:59:00Z'))).toBe('0:00:00');
  });

  it('locks submitted and approved weeks only', () => {
    expect(isEditable('open')).toBe(true);
    expect(isEditable('returned')).toBe(true);
    expect(isEditable('submitted')).toBe(false);
    expect(isEditable('approved')).toBe(false);
  });

  it('reads the week from the URL, falling back to this week', () => {
    expect(weekFromParam('2026-11-26', '2026-01-01')).toBe('2026-11-23');
    expect(weekFromParam('nonsense', '2026-11-27')).toBe('2026-11-23');
    expect(weekFromParam('0001-01-01', '2026-11-27')).toBe('2026-11-23');
    expect(weekFromParam(null, '2026-11-29')).toBe('2026-11-23');
    expect(previousWeek('2026-11-23')).toBe('2026-11-16');
    expect(nextWeek('2026-12-28')).toBe('2027-01-04');
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(weekEnd('2026-12-28')).toBe('2027-01-03');
  });
});
