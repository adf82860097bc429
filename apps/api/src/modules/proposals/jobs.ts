import { and, eq, inArray } from 'drizzle-orm';
import { clients, proposals } from '../../db/schema/index.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { NotificationInput } from '../../lib/notify.ts';
import { activeClientUsers, byLanguage } from '../../lib/recipients.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { proposalFollowUpEmail } from '../../mail/templates/billing.ts';
import { type RunOf, recordRun, workflowEnabled } from '../automations/service.ts';
import { proposalLink } from './queries.ts';

const followUpColumns = {
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
  updatedAt: proposals.updatedAt,
};

/** The run a follow-up job would record, for its failure. */
export const followUpRun = (payload: Record<string, unknown>): RunOf => ({
  workflowKey: 'proposal-follow-up',
  trigger: `proposal.sent+${Number(payload.days)}d`,
  subject: { type: 'proposal', id: payload.proposalId },
});

/**
 * A follow-up reminder, 3 or 7 days after sending (D21). Queued at send with a dedupe key and cancelled by a
 * decision or expiry; it still re-checks, under the row lock, that the proposal awaits a decision from that same
 * sending and is unchanged since the e-mail was rendered (before the lock), so a late or stale job does nothing.
 * It is the "Proposal follow-up" workflow: switched off by an admin, it does nothing; each reminder sent is a run.
 */
export async function runFollowUp(ctx: ServiceContext, payload: Record<string, unknown>) {
  if (!(await workflowEnabled(ctx.db, 'proposal-follow-up'))) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await followUpOnce(ctx, payload)) !== 'changed') return;
  }
}

async function followUpOnce(ctx: ServiceContext, payload: Record<string, unknown>) {
  const proposalId = String(payload.proposalId);
  const days = Number(payload.days);
  const sentAt = String(payload.sentAt);
  const startedAt = ctx.now();
  const awaiting = and(eq(proposals.id, proposalId), inArray(proposals.status, ['sent', 'viewed']));
  const [snapshot] = await ctx.db
    .select(followUpColumns)
    .from(proposals)
    .innerJoin(clients, eq(clients.id, proposals.clientId))
    .where(awaiting);
  if (!snapshot || snapshot.sentAt?.toISOString() !== sentAt) return;
  const recipients = await activeClientUsers(ctx.db, snapshot.clientId);
  const input = { ...snapshot, days, link: `${ctx.config.publicUrl}${proposalLink(snapshot.id)}` };
  const mail = byLanguage(recipients, { email: snapshot.clientEmail, language: null }).map(({ language, to }) => ({
    ...proposalFollowUpEmail(input, language),
    to,
    kind: 'proposal-follow-up',
  }));
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sentAt: proposals.sentAt, updatedAt: proposals.updatedAt })
      .from(proposals)
      .where(awaiting)
      .for('update');
    if (!row || row.sentAt?.toISOString() !== sentAt) return;
    // Changed since the e-mail was rendered (a new version): the next round renders it again.
    if (row.updatedAt.getTime() !== snapshot.updatedAt.getTime()) return 'changed' as const;
    const related = { type: 'proposal', id: snapshot.id, name: snapshot.title };
    const notify: NotificationInput[] = recipients.map((recipient) => ({
      userId: recipient.id,
      type: 'reminder',
      text: notificationText('proposalAwaitingDecision', { number: snapshot.number, title: snapshot.title }),
      actionUrl: proposalLink(snapshot.id),
      related,
      metadata: { actionRequired: true },
    }));
    if (snapshot.createdById) {
      notify.push({
        userId: snapshot.createdById,
        type: 'reminder',
        text: notificationText('proposalFollowUpSent', {
          client: snapshot.clientName,
          number: snapshot.number,
          count: days,
        }),
        actionUrl: proposalLink(snapshot.id),
        related,
      });
    }
    await commitChange(tx, ctx, {
      mail,
      notify,
      audit: {
        action: 'proposal.follow_up_sent',
        category: 'billing',
        target: { type: 'proposal', id: snapshot.id, label: snapshot.number },
        scope: { clientId: snapshot.clientId, projectId: snapshot.projectId },
        details: { days },
      },
    });
    await recordRun(tx, {
      workflowKey: 'proposal-follow-up',
      trigger: `proposal.sent+${days}d`,
      subject: { type: 'proposal', id: snapshot.id },
      steps: [{ stepId: `follow-up-${days}d`, status: 'done', count: Math.max(recipients.length, 1) }],
      triggeredById: snapshot.createdById,
      startedAt,
      finishedAt: ctx.now(),
    });
    return 'sent' as const;
  });
}
