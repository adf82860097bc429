import { FILE_MESSAGES } from '@agency/shared/files';
import { DEFAULT_PLAN, PLANS } from '@agency/shared/plans';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, projects, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export const quotaExceeded = () => new AppError(413, 'STORAGE_QUOTA_EXCEEDED', FILE_MESSAGES.quotaExceeded);

/** The organisation's storage allowance in bytes (plans of 001 §9; no subscription row is Starter); null: unlimited. */
export async function quotaOf(db: Db, clientId: string): Promise<number | null> {
  const [row] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(eq(subscriptions.clientId, clientId));
  return PLANS[row?.plan ?? DEFAULT_PLAN].limits.storageBytes;
}

/** Bytes stored in the organisation's projects, every file counted (internal ones too: the plan pays for them). */
export async function usedBy(db: Db, clientId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .innerJoin(projects, eq(projects.id, files.projectId))
    .where(eq(projects.clientId, clientId));
  return Number(row?.used ?? 0);
}

/** Whether `addBytes` more would take the organisation over its plan (a look before the bytes arrive). */
export async function wouldExceedQuota(db: Db, clientId: string, addBytes: number): Promise<boolean> {
  const quota = await quotaOf(db, clientId);
  return quota !== null && (await usedBy(db, clientId)) + addBytes > quota;
}

/**
 * Refuses a file that would take the organisation over its plan. The advisory lock serialises uploads of one
 * organisation between the check and the insert, so two parallel uploads cannot both squeeze under the limit.
 */
export async function assertQuota(db: Db, clientId: string, addBytes: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`files-quota:${clientId}`}))`);
  if (await wouldExceedQuota(db, clientId, addBytes)) throw quotaExceeded();
}
