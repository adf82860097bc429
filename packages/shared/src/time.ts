// The time-tracking contract (issue #20 point 1): the timer, manual entries, the weekly timesheet and its approval,
// billing approved time on a draft invoice, and a project's time and profit. Minutes are whole; money integer cents.
import { z } from 'zod';
import { TIMESHEET_STATUSES } from './enums.ts';
import { boundedText, calendarDate, isoDateTime, uuid, wireText } from './schema-primitives.ts';
import { EARLIEST_WORK_DATE, MAX_ENTRY_MINUTES, NOTE_MAX_LENGTH, TIME_MESSAGES, weekStartOf } from './time-values.ts';

export {
  EARLIEST_WORK_DATE,
  formatMinutes,
  localDate,
  MAX_ENTRY_MINUTES,
  minutesCostCents,
  NOTE_MAX_LENGTH,
  shiftDate,
  TIME_MESSAGES,
  timerMinutes,
  weekDays,
  weekStartOf,
} from './time-values.ts';

const note = boundedText({ max: NOTE_MAX_LENGTH }).default('');

export const startTimerBody = z.object({
  projectId: uuid(TIME_MESSAGES.projectNotFound),
  taskId: uuid().nullable().default(null),
  note,
});
export type StartTimerBody = z.input<typeof startTimerBody>;

const workDate = calendarDate().refine((date) => date >= EARLIEST_WORK_DATE, TIME_MESSAGES.dateOutOfRange);

/** A manual entry (create or replace): date, duration as hours and minutes, note, billable. */
export const saveEntryBody = z
  .object({
    projectId: uuid(TIME_MESSAGES.projectNotFound),
    taskId: uuid().nullable().default(null),
    workDate,
    hours: z.number().int().min(0).max(24),
    minutes: z.number().int().min(0).max(59),
    note,
    billable: z.boolean().default(true),
  })
  .refine((body) => body.hours * 60 + body.minutes >= 1, { path: ['minutes'], message: TIME_MESSAGES.durationRequired })
  .refine((body) => body.hours * 60 + body.minutes <= MAX_ENTRY_MINUTES, {
    path: ['hours'],
    message: TIME_MESSAGES.durationTooLong,
  });
export type SaveEntryBody = z.input<typeof saveEntryBody>;

const monday = calendarDate().refine(
  (date) => date >= EARLIEST_WORK_DATE && weekStartOf(date) === date,
  TIME_MESSAGES.notMonday,
);

export const weekQuery = z.object({ week: monday.optional() });
export const submitWeekBody = z.object({ weekStart: monday });
export const returnWeekBody = z.object({
  note: boundedText({ max: 1000, min: 1, minMessage: TIME_MESSAGES.returnNoteRequired }),
});
export const listTimesheetsQuery = z.object({ status: z.enum(TIMESHEET_STATUSES).default('submitted') });

export const timeEntrySchema = z.object({
  id: wireText(),
  projectId: wireText(),
  projectName: wireText(),
  taskId: wireText().nullable(),
  taskTitle: wireText().nullable(),
  workDate: wireText(),
  startedAt: isoDateTime.nullable(),
  /** Null while the timer runs. */
  minutes: z.number().int().nullable(),
  note: wireText(),
  billable: z.boolean(),
  invoiced: z.boolean(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const timerSchema = z.object({ timer: timeEntrySchema.nullable() });
export type TimerState = z.infer<typeof timerSchema>;

export const stopTimerResponse = z.object({ stopped: timeEntrySchema.nullable(), timer: timeEntrySchema.nullable() });

export const timesheetWeekSchema = z.object({
  /** Null until the week has time in it. */
  id: wireText().nullable(),
  userId: wireText(),
  userName: wireText(),
  weekStart: wireText(),
  status: z.enum(TIMESHEET_STATUSES),
  submittedAt: isoDateTime.nullable(),
  decidedAt: isoDateTime.nullable(),
  returnNote: wireText().nullable(),
  totalMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  entries: z.array(timeEntrySchema),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

export const timesheetSummarySchema = timesheetWeekSchema.omit({ entries: true }).extend({ id: wireText() });
export type TimesheetSummary = z.infer<typeof timesheetSummarySchema>;
export const listTimesheetsResponse = z.object({ items: z.array(timesheetSummarySchema) });

/** The projects (with their open tasks) the caller may log time on. */
export const timeOptionsSchema = z.object({
  projects: z.array(
    z.object({
      id: wireText(),
      name: wireText(),
      tasks: z.array(z.object({ id: wireText(), title: wireText() })),
    }),
  ),
});
export type TimeOptions = z.infer<typeof timeOptionsSchema>;

export const billTimeBody = z.object({ projectId: uuid(TIME_MESSAGES.projectNotFound) });
export const billTimeResponse = z.object({
  invoiceId: wireText(),
  lines: z.number().int(),
  entries: z.number().int(),
  minutes: z.number().int(),
  amountCents: z.number().int(),
});
export type BillTimeResult = z.infer<typeof billTimeResponse>;

/** A project's time and profit (staff only): profit = invoiced − cost of time − expenses. */
export const projectProfitSchema = z.object({
  projectId: wireText(),
  hourlyRateCents: z.number().int().nullable(),
  minutes: z.number().int(),
  billableMinutes: z.number().int(),
  /** Approved, billable and not yet on an invoice. */
  unbilledMinutes: z.number().int(),
  costCents: z.number().int(),
  invoicedCents: z.number().int(),
  expensesCents: z.number().int(),
  profitCents: z.number().int(),
});
export type ProjectProfit = z.infer<typeof projectProfitSchema>;

/** What the browser receives before decoding (dates as ISO strings): the web's read paths take these (ADR 0011). */
export type TimeEntryOnWire = z.input<typeof timeEntrySchema>;
export type TimerStateOnWire = z.input<typeof timerSchema>;
export type TimesheetWeekOnWire = z.input<typeof timesheetWeekSchema>;
export type TimesheetListOnWire = z.input<typeof listTimesheetsResponse>;
