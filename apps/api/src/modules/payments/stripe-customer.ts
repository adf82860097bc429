import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';

/** The organisation's Stripe customer, created once (the clients row keeps its id). */
export async function stripeCustomerFor(db: Db, provider: PaymentProvider, clientId: string): Promise<string> {
  if (provider.name !== 'stripe') throw new Error('Stripe is not configured');
  const [client] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, customer: clients.stripeCustomerId })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound('Not found');
  if (client.customer) return client.customer;
  const customer = await provider.gateway.createCustomer({ name: client.name, email: client.email, clientId });
  // Two first payments at once get the same customer: the SDK call is idempotent per client.
  await db.update(clients).set({ stripeCustomerId: customer }).where(eq(clients.id, clientId));
  return customer;
}
