import type { QuoteRequestBody } from '@agency/shared/proposals';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, leads, users } from '../../db/schema/index.ts';
import { type RequestContext, writeAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { Caller } from '../../plugins/access.ts';
import { publish } from '../../realtime/publish.ts';
import { notify } from '../notifications/service.ts';

/** The service a quote request is filed under in the leads list. */
export const QUOTE_SERVICE = 'Quote request';

/**
 * Request a quote (a CLIENT, from the portal): stored as a lead tied to the client's organisation, so it joins the
 * agency's leads (and converts like any other), and every admin and agent is notified.
 */
export async function requestQuote(db: Db, caller: Caller, body: QuoteRequestBody, context?: RequestContext) {
  const { user } = caller;
  if (!user.clientId) throw badRequest('Your account is not attached to a client organisation.');
  const clientId = user.clientId;
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
    const subject = `Quote request from ${client!.name}`;
    const [lead] = await tx
      .insert(leads)
      .values({
        name: user.name,
        email: user.email,
        company: client!.name,
        service: QUOTE_SERVICE,
        budget: body.budget,
        timeline: body.timeline,
        message: body.need,
        subject,
        clientId,
        userAgent: context?.userAgent?.slice(0, 512),
      })
      .returning({ id: leads.id });
    await writeAudit(tx, {
      action: 'lead.quote_requested',
      category: 'system',
      actor: user,
      target: { type: 'lead', id: lead!.id, label: subject },
      scope: { clientId },
      context,
    });
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, ['ADMIN', 'AGENT']), eq(users.isActive, true)));
    await notify(
      tx,
      staff.map((member) => ({
        userId: member.id,
        type: 'system' as const,
        text: notificationText('quoteRequested', {
          name: user.name,
          client: client!.name,
          budget: body.budget,
          timeline: body.timeline,
        }),
        actionUrl: `/dashboard/leads?lead=${lead!.id}`,
        related: { type: 'lead', id: lead!.id, name: subject },
        metadata: { actionRequired: true },
      })),
    );
    await publish(tx, { type: 'leads.created', payload: { id: lead!.id } });
    return { id: lead!.id };
  });
}
