import type { Db } from '../../db/client.ts';
import { activeAdminIds } from '../../lib/recipients.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

/**
 * Who hears of a payroll change: the admins, who read everyone's pay, and the people it is about, who read their own
 * (D7). Addressed by user ids, so no other agent receives it.
 */
export async function payrollUpdated(
  tx: Db,
  userIds: readonly string[],
  payload: Record<string, unknown>,
): Promise<LiveEventInput> {
  const admins = await activeAdminIds(tx);
  return { type: 'payroll.updated', userIds: [...new Set([...admins, ...userIds])], staffOnly: true, payload };
}
