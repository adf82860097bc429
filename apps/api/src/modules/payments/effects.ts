import type { InvoiceStatus } from '@agency/shared/enums';
import type { Db } from '../../db/client.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { NotificationInput } from '../../lib/notify.ts';
import { activeClientUsers } from '../../lib/recipients.ts';
import type { WebhookEventInput } from '../../lib/webhook-events.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';
import { invoiceAudience, invoiceUpdated } from '../invoices/audience.ts';

/**
 * What a payment or a refund tells: the client's people get a notification, and the admins and the client's people
 * (the REST read's audience, never agents) get the invoice's and the payment's live events.
 */
export async function paymentEffects(
  tx: Db,
  invoice: { id: string; number: string; clientId: string; status?: InvoiceStatus },
  event: { amountCents: number; paymentId: string; status: InvoiceStatus; refund?: boolean },
): Promise<{ notify: NotificationInput[]; live: LiveEventInput[]; webhooks: WebhookEventInput[] }> {
  const recipients = await activeClientUsers(tx, invoice.clientId);
  const audience = await invoiceAudience(tx, { clientId: invoice.clientId, status: event.status });
  return {
    notify: recipients.map((person) => ({
      userId: person.id,
      type: 'payment' as const,
      level: event.refund ? ('info' as const) : ('success' as const),
      text: notificationText(
        event.refund ? 'paymentRefunded' : event.status === 'paid' ? 'invoicePaid' : 'paymentReceived',
        { amount: event.amountCents, number: invoice.number },
      ),
      actionUrl: `/dashboard/billing?invoice=${invoice.id}`,
      related: { type: 'invoice', id: invoice.id, name: invoice.number },
    })),
    live: [
      invoiceUpdated(audience, { id: invoice.id, status: event.status }),
      { type: 'payments.recorded', userIds: audience, payload: { id: event.paymentId, invoiceId: invoice.id } },
    ],
    // The payment that settles an invoice (as locked before it) is its invoice.paid (D22); a refund, a part payment
    // or money arriving for an invoice already paid is not.
    webhooks:
      event.status === 'paid' && invoice.status !== 'paid' && !event.refund
        ? [
            {
              event: 'invoice.paid',
              target: { type: 'invoice', id: invoice.id, label: invoice.number },
              clientId: invoice.clientId,
              clientVisible: true,
            },
          ]
        : [],
  };
}
