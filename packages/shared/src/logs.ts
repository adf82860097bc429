// The logs contract (D20): System Logs (admins, every audit record) and Activity Logs (each person's own actions,
// staff also the actions on their projects) read the audit trail; Export Logs downloads the same rows as CSV.
import { z } from 'zod';
import { AUDIT_CATEGORIES, AUDIT_LEVELS } from './enums.ts';
import { LOG_MESSAGES, LOG_TIME_RANGES, type LogTimeRange } from './logs-values.ts';
import { boundedText, isoDateTime, pageCursor, pageLimit, pageOf, wireText } from './schema-primitives.ts';

const MIN_INSTANT = Date.UTC(1970, 0, 1);
const MAX_INSTANT = Date.UTC(9999, 11, 31);

/** A bound of a custom range: ISO with zone, within years PostgreSQL and JavaScript agree on. */
const rangeBound = isoDateTime.refine((date) => date.getTime() >= MIN_INSTANT && date.getTime() <= MAX_INSTANT, {
  error: LOG_MESSAGES.outOfRange,
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const filterFields = {
  /** Case-insensitive substring of the action, the target or the person (name or e-mail). */
  q: boundedText({ max: 200 }).optional(),
  level: z.enum(AUDIT_LEVELS).optional(),
  category: z.enum(AUDIT_CATEGORIES).optional(),
  range: z.enum(LOG_TIME_RANGES).default('all'),
  /** A custom range: from inclusive, to exclusive. */
  from: rangeBound.optional(),
  to: rangeBound.optional(),
  /** The viewer's IANA zone, for where "today" starts (UTC when absent). */
  tz: boundedText({ max: 64 }).refine(isTimeZone, { error: LOG_MESSAGES.unknownZone }).optional(),
};

/** A custom range needs both ends, in order; presets ignore from and to. */
function checkRange(value: { range: LogTimeRange; from?: unknown; to?: unknown }, ctx: z.RefinementCtx) {
  if (value.range !== 'custom') return;
  // A bound that failed its own check is reported there (zod still runs this refinement).
  if (value.from !== undefined && !(value.from instanceof Date)) return;
  if (value.to !== undefined && !(value.to instanceof Date)) return;
  if (!value.from || !value.to) {
    ctx.addIssue({ code: 'custom', path: [value.from ? 'to' : 'from'], message: LOG_MESSAGES.customRangeRequired });
  } else if (value.from.getTime() >= value.to.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: LOG_MESSAGES.rangeOrder });
  }
}

/** The filters of the counters and the export, as query parameters. */
export const logFilters = z.object(filterFields).superRefine(checkRange);
export type LogFilters = z.output<typeof logFilters>;
export type LogFiltersInput = z.input<typeof logFilters>;

/** The filters and a page. */
export const listLogsQuery = z
  .object({ ...filterFields, cursor: pageCursor.optional(), limit: pageLimit(25) })
  .superRefine(checkRange);
export type ListLogsQuery = z.input<typeof listLogsQuery>;

export const logEntrySchema = z.object({
  id: wireText(),
  action: wireText(),
  category: z.enum(AUDIT_CATEGORIES),
  level: z.enum(AUDIT_LEVELS),
  actorName: wireText().nullable(),
  actorEmail: wireText().nullable(),
  targetType: wireText().nullable(),
  targetId: wireText().nullable(),
  targetLabel: wireText().nullable(),
  details: z.record(wireText(), z.unknown()),
  ip: wireText().nullable(),
  userAgent: wireText().nullable(),
  createdAt: isoDateTime,
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const listLogsResponse = pageOf(logEntrySchema);
export type LogPageOnWire = z.input<typeof listLogsResponse>;
export type LogEntryOnWire = z.input<typeof logEntrySchema>;

/**
 * The counters for the current filters: `total` matches every filter; each level's count ignores the level filter
 * and each category's the category filter (so the counters say what choosing another would show).
 */
export const logSummaryResponse = z.object({
  total: z.number().int(),
  levels: z.object(Object.fromEntries(AUDIT_LEVELS.map((level) => [level, z.number().int()])) as LevelCounts),
  categories: z.object(
    Object.fromEntries(AUDIT_CATEGORIES.map((category) => [category, z.number().int()])) as CategoryCounts,
  ),
});
type LevelCounts = Record<(typeof AUDIT_LEVELS)[number], z.ZodNumber>;
type CategoryCounts = Record<(typeof AUDIT_CATEGORIES)[number], z.ZodNumber>;
export type LogSummary = z.infer<typeof logSummaryResponse>;
export type LogSummaryOnWire = z.input<typeof logSummaryResponse>;
