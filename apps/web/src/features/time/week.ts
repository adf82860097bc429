// The timesheet's arithmetic, plain and tested (week.test.ts): days of a week with their entries and totals, a running
// timer's elapsed time, and which weeks their person may still change.
import type { TimesheetStatus } from '@agency/shared/enums';
import { shiftDate, weekDays, weekStartOf } from '@agency/shared/time-values';

export interface DayOf<E extends { workDate: string; minutes: number | null }> {
  date: string;
  entries: E[];
  minutes: number;
}

/** The seven days of the week, each with its entries (in the order given) and its finished minutes. */
export function groupByDay<E extends { workDate: string; minutes: number | null }>(
  weekStart: string,
  entries: readonly E[],
): DayOf<E>[] {
  return weekDays(weekStart).map((date) => {
    const ofDay = entries.filter((entry) => entry.workDate === date);
    return { date, entries: ofDay, minutes: ofDay.reduce((sum, entry) => sum + (entry.minutes ?? 0), 0) };
  });
}

/** A running timer's elapsed time as h:mm:ss (never negative, should the clocks disagree). */
export function elapsedLabel(startedAt: string | Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(startedAt).getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Open and returned weeks are their person's to change; submitted and approved ones are locked. */
export function isEditable(status: TimesheetStatus): boolean {
  return status === 'open' || status === 'returned';
}

/** 135 → { hours: 2, minutes: 15 }: the entry form's two fields. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The week a `?week=` parameter names: its Monday when it is a date, else the week of `today`. */
export function weekFromParam(param: string | null, today: string): string {
  if (param && /^\d{4}-\d{2}-\d{2}$/.test(param) && !Number.isNaN(Date.parse(`${param}T00:00:00Z`))) {
    const monday = weekStartOf(param);
    if (monday >= '2000-01-01') return monday;
  }
  return weekStartOf(today);
}

export const previousWeek = (weekStart: string) => shiftDate(weekStart, -7);
export const nextWeek = (weekStart: string) => shiftDate(weekStart, 7);
/** The Sunday that ends the week. */
export const weekEnd = (weekStart: string) => shiftDate(weekStart, 6);
