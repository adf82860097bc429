import type { TimesheetStatus } from '@agency/shared/enums';
import { localDate, shiftDate, TIME_MESSAGES, timerMinutes, weekStartOf } from '@agency/shared/time';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timeEntries, timesheets, users } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { activeAdminIds } from '../../lib/recipients.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

/** Weeks their person may still change: open, or returned by an admin for changes. */
export const EDITABLE: readonly TimesheetStatus[] = ['open', 'returned'];

/**
 * Serialises one person's time changes (timer, entries, submitting a week): two tabs starting a timer at once, or a
 * stop racing a submit, take turns, so a week is never submitted with a timer still running into it.
 */
export async function lockPersonTime(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('time.person'), hashtext(${userId}))`);
}

/** The person's local day now (their time zone from their settings; UTC when none). */
export async function todayFor(tx: Db, userId: string, now: Date): Promise<string> {
  const [row] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return localDate(now, row?.timezone);
}

/**
 * The person's timesheet of the week holding `workDate`, created open when missing, locked for the change; a week
 * submitted or approved answers 409 and nothing changes.
 */
export async function editableWeek(tx: Db, userId: string, workDate: string) {
  const weekStart = weekStartOf(workDate);
  await tx.insert(timesheets).values({ userId, weekStart }).onConflictDoNothing();
  const [sheet] = await tx
    .select({ id: timesheets.id, status: timesheets.status, weekStart: timesheets.weekStart })
    .from(timesheets)
    .where(and(eq(timesheets.userId, userId), eq(timesheets.weekStart, weekStart)))
    .for('update');
  if (!sheet) throw new Error('timesheet not created');
  if (!EDITABLE.includes(sheet.status)) throw conflict(TIME_MESSAGES.weekLocked);
  return sheet;
}

/** The week of an existing entry, locked; 409 when it is no longer the person's to change. */
export async function lockEntryWeek(tx: Db, timesheetId: string) {
  const [sheet] = await tx
    .select({ id: timesheets.id, status: timesheets.status, weekStart: timesheets.weekStart })
    .from(timesheets)
    .where(eq(timesheets.id, timesheetId))
    .for('update');
  if (!sheet || !EDITABLE.includes(sheet.status)) throw conflict(TIME_MESSAGES.weekLocked);
  return sheet;
}

/** Stops the person's running timer at `now` (whole minutes, at least 1); its id, or null when none ran. */
export async function stopRunningTimer(tx: Db, userId: string, now: Date): Promise<string | null> {
  const [running] = await tx
    .select({ id: timeEntries.id, startedAt: timeEntries.startedAt })
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.minutes)))
    .for('update');
  if (!running?.startedAt) return null;
  await tx
    .update(timeEntries)
    .set({ minutes: timerMinutes(running.startedAt, now) })
    .where(eq(timeEntries.id, running.id));
  return running.id;
}

/** The live event of a change to a person's time: to the person (every tab), and to the admins for a week. */
export async function timeUpdated(
  tx: Db,
  userId: string,
  payload: Record<string, unknown>,
  withAdmins = false,
): Promise<LiveEventInput> {
  const admins = withAdmins ? await activeAdminIds(tx) : [];
  return { type: 'time.updated', userIds: [...new Set([userId, ...admins])], staffOnly: true, payload };
}

/** The audit fields of a change to time (D20): internal, never in a client's feed. */
export function timeAudit(
  target: { type: string; id: string; label: string },
  projectId: string | null = null,
): Pick<AuditEntry, 'category' | 'target' | 'scope'> {
  return { category: 'project', target, scope: { projectId, clientVisible: false } };
}

/** A manual entry's day must not be after today in the person's zone. */
export async function checkWorkDate(tx: Db, userId: string, workDate: string, now: Date) {
  // A day of slack: the browser's zone may already be a day ahead of the one in the person's settings.
  if (workDate > shiftDate(await todayFor(tx, userId, now), 1)) {
    throw badRequest(TIME_MESSAGES.dateOutOfRange, { workDate: TIME_MESSAGES.dateOutOfRange });
  }
}

/** The caller's own finished entry (a running timer is stopped, not edited), or 404. */
export async function ownEntry(tx: Db, userId: string, id: string) {
  const [entry] = await tx
    .select({ id: timeEntries.id, timesheetId: timeEntries.timesheetId, projectId: timeEntries.projectId })
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.userId, userId), isNotNull(timeEntries.minutes)));
  if (!entry) throw notFound(TIME_MESSAGES.entryNotFound);
  return entry;
}
