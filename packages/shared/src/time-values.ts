// Time tracking's plain values and maths (issue #20), without zod: the portal's first screen and the header's timer
// read these (ADR 0011); the contract in time.ts uses them too.
/** The most one entry (or one day's timer) may hold: a whole day, the column's check. */
export const MAX_ENTRY_MINUTES = 1440;
export const NOTE_MAX_LENGTH = 500;
/** The earliest day time can be logged on: guards the week arithmetic against year-0001 input. */
export const EARLIEST_WORK_DATE = '2000-01-01';

/** Our words (the spec is silent on time tracking), written once for the API and the web. */
export const TIME_MESSAGES = {
  projectNotFound: 'Project not found',
  taskNotOfProject: 'The task must belong to the selected project.',
  entryNotFound: 'Time entry not found',
  timesheetNotFound: 'Timesheet not found',
  noTimer: 'No timer is running.',
  weekLocked: 'This week has been submitted or approved and can no longer be changed.',
  durationRequired: 'Enter a duration of at least 1 minute.',
  durationTooLong: 'An entry can be at most 24 hours.',
  dateOutOfRange: 'Choose a date between 2000-01-01 and today.',
  notMonday: 'A week starts on a Monday.',
  emptyWeek: 'There is no time in this week to submit.',
  timerRunningInWeek: 'Stop the running timer before submitting this week.',
  onlySubmittedDecided: 'Only a submitted week can be approved or returned.',
  returnNoteRequired: 'Say why the week is returned.',
  invoiceNotDraft: 'Time can only be added to a draft invoice.',
  projectNotOfInvoiceClient: 'The project must belong to the invoice’s client.',
  noRate: 'Set the project’s hourly rate before billing its time.',
  nothingToBill: 'There is no approved billable time to add.',
  /** Logged time is payroll's and billing's record: a project with some is kept (its status can say it is over). */
  projectHasTime: 'This project has logged time, so it cannot be deleted. Set its status to Completed instead.',
} as const;

const MS_PER_DAY = 86_400_000;

/** The Monday of the ISO week a calendar date (YYYY-MM-DD) belongs to. */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  // Schemas run their refinements on text that already failed the date format: never throw on it.
  if (Number.isNaN(day.getTime())) return date;
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * MS_PER_DAY).toISOString().slice(0, 10);
}

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The seven days of the week starting `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => shiftDate(weekStart, index));
}

/** The calendar date in a time zone (the person's local day); UTC when the zone is unknown. */
export function localDate(at: Date, timeZone: string | null | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** A timer's whole minutes: rounded to the nearest minute, at least 1, at most a day. */
export function timerMinutes(startedAt: Date, stoppedAt: Date): number {
  const minutes = Math.round((stoppedAt.getTime() - startedAt.getTime()) / 60_000);
  return Math.min(MAX_ENTRY_MINUTES, Math.max(1, minutes));
}

/** `90` → `1:30` (hours and minutes, as the timesheet shows totals). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** minutes × an hourly rate, rounded once to the cent. */
export function minutesCostCents(minutes: number, hourlyRateCents: number): number {
  return Math.round((minutes * hourlyRateCents) / 60);
}
