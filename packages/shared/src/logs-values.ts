// The logs' plain values (D20), without zod: the Logs screen reads them without loading the schemas (ADR 0011).

export const LOG_MESSAGES = {
  customRangeRequired: 'Choose a start and an end for a custom range.',
  rangeOrder: 'The start must be before the end.',
  unknownZone: 'Unknown time zone.',
  outOfRange: 'Choose a date between 1970 and 9999.',
} as const;

/** The spec's presets (System Logs: today, week, month, all; Activity Logs: today, 7, 30, 90 days, custom). */
export const LOG_TIME_RANGES = [
  'all',
  'today',
  'last_24_hours',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'custom',
] as const;
export type LogTimeRange = (typeof LOG_TIME_RANGES)[number];

/** The two readings of the trail: every record (admins) or the caller's activity. */
export const LOG_KINDS = ['system', 'activity'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** Action types styled apart (001 §9): the verb after the last dot decides. */
export const LOG_ACTION_TYPES = ['created', 'updated', 'deleted', 'viewed', 'uploaded', 'invited', 'other'] as const;
export type LogActionType = (typeof LOG_ACTION_TYPES)[number];

export function actionType(action: string): LogActionType {
  const verb = action.slice(action.lastIndexOf('.') + 1);
  if (/created|added|registered|submitted/.test(verb)) return 'created';
  if (/updated|changed|edited|renamed|moved/.test(verb)) return 'updated';
  if (/deleted|removed|archived|cancelled/.test(verb)) return 'deleted';
  if (/viewed|read|opened|downloaded/.test(verb)) return 'viewed';
  if (/uploaded/.test(verb)) return 'uploaded';
  if (/invited/.test(verb)) return 'invited';
  return 'other';
}
