import type { Db } from '../client.ts';

/** The transaction every demo insert runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every demo date is relative to one "now", so the portal always looks lived-in: an invoice
 * that is ten days overdue today is still ten days overdue when the demo is seeded next month.
 * Times of day are in UTC; 13:00–21:00 UTC is office hours across US time zones.
 */
export class DemoClock {
  readonly now: Date;
  private readonly midnight: number;

  constructor(now: Date) {
    this.now = now;
    this.midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }

  /** An instant `days` from now (negative = past), keeping the current time of day. */
  daysFromNow(days: number): Date {
    return new Date(this.now.getTime() + days * DAY_MS);
  }

  hoursAgo(hours: number): Date {
    return new Date(this.now.getTime() - hours * 60 * 60 * 1000);
  }

  /** A calendar date `days` from today, as YYYY-MM-DD. */
  date(days: number): string {
    return new Date(this.midnight + days * DAY_MS).toISOString().slice(0, 10);
  }

  /** An instant on the day `days` from today, at hour:minute UTC. */
  at(days: number, hour: number, minute = 0): Date {
    return new Date(this.midnight + days * DAY_MS + (hour * 60 + minute) * 60 * 1000);
  }

  /**
   * Days from now (negative) to the middle of the part of the calendar month `monthsAgo` back that has already
   * passed: always inside that month and always in the past, whatever today's date (revenue this and last month).
   */
  daysIntoMonth(monthsAgo: number): number {
    const year = this.now.getUTCFullYear();
    const month = this.now.getUTCMonth() - monthsAgo;
    const start = Date.UTC(year, month, 1);
    const end = Math.min(Date.UTC(year, month + 1, 1), this.now.getTime());
    return ((start + end) / 2 - this.now.getTime()) / DAY_MS;
  }

  /** First and last day (YYYY-MM-DD) of the calendar month `monthsAgo` months before this one. */
  month(monthsAgo: number): { start: string; end: string } {
    const year = this.now.getUTCFullYear();
    const month = this.now.getUTCMonth() - monthsAgo;
    const start = new Date(Date.UTC(year, month, 1));
    const end = new Date(Date.UTC(year, month + 1, 0));
    return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
  }
}
