import type { InvoiceStatus } from '@agency/shared/enums';
import type { Db } from '../../db/client.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { NotificationInput } from '../../lib/notify.ts';
import { activeClientUsers } from '../../lib/recipients.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';
import { invoiceAudience, invoiceUpdated } from '../invoices/audience.ts';

/**
 * What a payment or a refund tells: the client's people get a notification, and the admins and the client's people
 * (the REST read's audience, never agents) get the invoice's and the payment's live events.
 */
export async function paymentEffects(
  tx: Db,
  invoice: { id: string; number: string; clientId: string },
  event: { amountCents: number; paymentId: string; status: InvoiceStatus; refund?: boolean },
): Promise<{ notify: NotificationInput[]; live: LiveEventInput[] }> {
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
  };
}
