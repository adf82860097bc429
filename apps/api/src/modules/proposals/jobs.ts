import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, proposals } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/queue.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { activeClientUsers } from '../../lib/recipients.ts';
import { notify } from '../notifications/service.ts';
import { proposalFollowUpEmail } from './emails.ts';
import { type ProposalDeps, proposalLink } from './service.ts';

/**
 * A follow-up reminder, 3 or 7 days after sending (D21). Queued at send with a dedupe key and cancelled by a
 * decision or expiry; it still re-checks that the proposal awaits a decision from that same sending, so a late or
 * stale job does nothing.
 */
export async function runFollowUp(db: Db, deps: ProposalDeps, { payload }: JobContext) {
  const proposalId = String(payload.proposalId);
  const days = Number(payload.days);
  const sentAt = String(payload.sentAt);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: proposals.id,
        number: proposals.number,
        title: proposals.title,
        status: proposals.status,
        clientId: proposals.clientId,
        projectId: proposals.projectId,
        clientName: clients.name,
        clientEmail: clients.email,
        totalCents: proposals.totalCents,
        validUntil: proposals.validUntil,
        sentAt: proposals.sentAt,
        createdById: proposals.createdById,
      })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.clientId))
      .where(and(eq(proposals.id, proposalId), inArray(proposals.status, ['sent', 'viewed'])))
      .for('update', { of: proposals });
    if (!row || row.sentAt?.toISOString() !== sentAt) return;
    const recipients = await activeClientUsers(tx, row.clientId);
    const mail = proposalFollowUpEmail({ ...row, days, link: `${deps.publicUrl}${proposalLink(row.id)}` });
    await deps.enqueueMail(tx, {
      to: recipients.length > 0 ? recipients.map((r) => r.email) : [row.clientEmail],
      ...mail,
      kind: 'proposal-follow-up',
    });
    await notify(tx, [
      ...recipients.map((recipient) => ({
        userId: recipient.id,
        type: 'reminder' as const,
        text: notificationText('proposalAwaitingDecision', { number: row.number, title: row.title }),
        actionUrl: proposalLink(row.id),
        related: { type: 'proposal', id: row.id, name: row.title },
        metadata: { actionRequired: true },
      })),
      ...(row.createdById
        ? [
            {
              userId: row.createdById,
              type: 'reminder' as const,
              text: notificationText('proposalFollowUpSent', {
                client: row.clientName,
                number: row.number,
                count: days,
              }),
              actionUrl: proposalLink(row.id),
              related: { type: 'proposal', id: row.id, name: row.title },
            },
          ]
        : []),
    ]);
    await writeAudit(tx, {
      action: 'proposal.follow_up_sent',
      category: 'billing',
      target: { type: 'proposal', id: row.id, label: row.number },
      scope: { clientId: row.clientId, projectId: row.projectId },
      details: { days },
    });
  });
}
