import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timeEntries } from '../../db/schema/index.ts';
import { activeAdminIds } from '../../lib/recipients.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

/**
 * Time billed on an invoice follows its line (#20): when the line goes (removed from a draft, the draft deleted, the
 * invoice cancelled), its entries are billed no more and can go on another invoice. `lineIds` are the lines going;
 * 'all' is the whole invoice (which also frees time billed before entries were linked to their line). Runs inside the
 * command's transaction, before the lines are deleted. Returns how many entries were freed.
 */
export async function releaseBilledTime(
  tx: Db,
  invoiceId: string,
  lineIds: readonly string[] | 'all',
): Promise<number> {
  if (lineIds !== 'all' && lineIds.length === 0) return 0;
  const freed = await tx
    .update(timeEntries)
    .set({ invoiceId: null, invoiceItemId: null })
    .where(
      and(
        eq(timeEntries.invoiceId, invoiceId),
        lineIds === 'all' ? undefined : inArray(timeEntries.invoiceItemId, [...lineIds]),
      ),
    )
    .returning({ id: timeEntries.id });
  return freed.length;
}

/** The live event of freed time (the staff's time views refetch), as bill-time sends one for billed time. */
export async function timeReleased(tx: Db, invoiceId: string, freed: number): Promise<LiveEventInput[]> {
  if (freed === 0) return [];
  return [
    { type: 'time.updated', userIds: await activeAdminIds(tx), staffOnly: true, payload: { invoice: invoiceId } },
  ];
}
