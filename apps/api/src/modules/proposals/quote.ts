import type { QuoteRequestBody } from '@agency/shared/proposals';
import { and, eq, inArray } from 'drizzle-orm';
import { clients, leads, users } from '../../db/schema/index.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { badRequest } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import { callerOf, type ServiceContext } from '../../lib/service-context.ts';

/** The service a quote request is filed under in the leads list. */
export const QUOTE_SERVICE = 'Quote request';

/**
 * Request a quote (a CLIENT, from the portal): stored as a lead tied to the client's organisation, so it joins the
 * agency's leads (and converts like any other), and every admin and agent is notified.
 */
export async function requestQuote(ctx: ServiceContext, body: QuoteRequestBody) {
  const { user } = callerOf(ctx);
  if (!user.clientId) throw badRequest('Your account is not attached to a client organisation.');
  const clientId = user.clientId;
  return ctx.db.transaction(async (tx) => {
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
        userAgent: ctx.request.userAgent?.slice(0, 512),
      })
      .returning({ id: leads.id });
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, ['ADMIN', 'AGENT']), eq(users.isActive, true)));
    await commitChange(tx, ctx, {
      audit: {
        action: 'lead.quote_requested',
        category: 'system',
        target: { type: 'lead', id: lead!.id, label: subject },
        scope: { clientId },
      },
      notify: staff.map((member) => ({
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
      live: { type: 'leads.created', payload: { id: lead!.id } },
    });
    return { id: lead!.id };
  });
}
