import { PROPOSAL_MESSAGES } from '@agency/shared/proposals';
import { eq } from 'drizzle-orm';
import { proposals } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { activeClientUsers, byLanguage } from '../../../lib/recipients.ts';
import { callerOf, type ServiceContext, userOf } from '../../../lib/service-context.ts';
import { proposalSentEmail } from '../../../mail/templates/billing.ts';
import { getProposal, loadProposal, proposalLink } from '../queries.ts';
import { followUpJobs, isoDay, lockProposal, proposalLive } from '../rules.ts';

const SENDABLE = ['draft', 'expired'];

/**
 * Send to Client (admin, agent): draft (or expired, re-sent with a later valid-until) → sent. E-mails the
 * organisation's users a link into the portal, notifies them, and queues the 3- and 7-day follow-ups (D21).
 * The e-mail is rendered from a read before the row lock; if the proposal changed in between, it is read again.
 */
export async function sendProposal(ctx: ServiceContext, id: string) {
  const caller = callerOf(ctx);
  for (let attempt = 0; ; attempt++) {
    const snapshot = await loadProposal(ctx.db, caller, id);
    if (!SENDABLE.includes(snapshot.status)) throw conflict(PROPOSAL_MESSAGES.notSendable);
    const recipients = await activeClientUsers(ctx.db, snapshot.clientId);
    const input = {
      number: snapshot.number,
      title: snapshot.title,
      clientName: snapshot.clientName,
      totalCents: snapshot.totalCents,
      validUntil: snapshot.validUntil,
      link: `${ctx.config.publicUrl}${proposalLink(id)}`,
      senderName: userOf(ctx).name,
    };
    // One mail per language among the recipients, each in its readers' language.
    const mail = byLanguage(recipients, { email: snapshot.clientEmail, language: null }).map(({ language, to }) => ({
      ...proposalSentEmail(input, language),
      to,
      kind: 'proposal-sent',
    }));
    const sent = await ctx.db.transaction(async (tx) => {
      const current = await lockProposal(tx, caller, id);
      if (current.updatedAt.getTime() !== snapshot.updatedAt.getTime() && attempt < 2) return false;
      if (!SENDABLE.includes(current.status)) throw conflict(PROPOSAL_MESSAGES.notSendable);
      const now = ctx.now();
      if (current.validUntil && current.validUntil < isoDay(now)) {
        throw badRequest(PROPOSAL_MESSAGES.pastValidity, { validUntil: PROPOSAL_MESSAGES.pastValidity });
      }
      await tx.update(proposals).set({ status: 'sent', sentAt: now, viewedAt: null }).where(eq(proposals.id, id));
      await commitChange(tx, ctx, {
        mail,
        notify: recipients.map((recipient) => ({
          userId: recipient.id,
          type: 'project' as const,
          text: notificationText('proposalSent', { number: current.number, title: current.title }),
          actionUrl: proposalLink(id),
          related: { type: 'proposal', id, name: current.title },
          metadata: { amountCents: snapshot.totalCents, actionRequired: true },
        })),
        jobs: followUpJobs(id, now),
        audit: {
          action: 'proposal.sent',
          category: 'billing',
          target: { type: 'proposal', id, label: current.number },
          scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
          details: { recipients: recipients.length, version: snapshot.version },
        },
        live: proposalLive(current.clientId, id, 'sent'),
      });
      return true;
    });
    if (sent) return getProposal(ctx, id);
  }
}
