import { and, inArray, sql } from 'drizzle-orm';
import { proposals } from '../../../db/schema/index.ts';
import type { AuditEntry } from '../../../lib/audit.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import type { NotificationInput } from '../../../lib/notify.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { proposalLink } from '../queries.ts';
import { cancelFollowUps, isoDay, proposalLive } from '../rules.ts';

/** Sent or viewed proposals whose valid-until date has passed become expired (D10); run by a recurring job. */
export async function expireProposals(ctx: ServiceContext) {
  return ctx.db.transaction(async (tx) => {
    const expired = await tx
      .update(proposals)
      .set({ status: 'expired' })
      .where(
        and(inArray(proposals.status, ['sent', 'viewed']), sql`${proposals.validUntil} < ${isoDay(ctx.now())}::date`),
      )
      .returning({
        id: proposals.id,
        number: proposals.number,
        title: proposals.title,
        clientId: proposals.clientId,
        projectId: proposals.projectId,
        createdById: proposals.createdById,
        sentAt: proposals.sentAt,
      });
    const audit: AuditEntry[] = [];
    const notify: NotificationInput[] = [];
    for (const row of expired) {
      await cancelFollowUps(tx, row.id, row.sentAt);
      audit.push({
        action: 'proposal.expired',
        category: 'billing',
        target: { type: 'proposal', id: row.id, label: row.number },
        scope: { clientId: row.clientId, projectId: row.projectId },
      });
      if (row.createdById) {
        notify.push({
          userId: row.createdById,
          type: 'project',
          level: 'warning',
          text: notificationText('proposalExpired', { number: row.number, title: row.title }),
          actionUrl: proposalLink(row.id),
          related: { type: 'proposal', id: row.id, name: row.title },
        });
      }
    }
    await commitChange(tx, ctx, {
      audit,
      notify,
      live: expired.map((row) => proposalLive(row.clientId, row.id, 'expired')),
    });
    return expired.map((row) => row.id);
  });
}
