import { type AddPaymentMethodBody, PAYMENT_MESSAGES } from '@agency/shared/payments';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, paymentMethods } from '../../db/schema/index.ts';
import { commitChange } from '../../lib/commit-change.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { type ServiceContext, userOf } from '../../lib/service-context.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { billingAudience } from '../invoices/audience.ts';
import { stripeCustomerFor } from './stripe-customer.ts';

const columns = {
  id: paymentMethods.id,
  type: paymentMethods.type,
  provider: paymentMethods.provider,
  brand: paymentMethods.brand,
  last4: paymentMethods.last4,
  expMonth: paymentMethods.expMonth,
  expYear: paymentMethods.expYear,
  holderName: paymentMethods.holderName,
  isDefault: paymentMethods.isDefault,
  createdAt: paymentMethods.createdAt,
};

/** An organisation's saved methods (001 §2): the default first, then the newest. At most a handful per client. */
export async function listPaymentMethods(db: Db, clientId: string) {
  const items = await db
    .select(columns)
    .from(paymentMethods)
    .where(eq(paymentMethods.clientId, clientId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), asc(paymentMethods.id))
    .limit(100);
  return { items };
}

async function assertClient(db: Db, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound('Not found');
  return client;
}

/** Stripe: a SetupIntent for the organisation's customer; the browser confirms it with Stripe Elements. */
export async function createSetupIntent(db: Db, provider: PaymentProvider, clientId: string) {
  if (provider.name !== 'stripe') throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.cardsNeedStripe);
  await assertClient(db, clientId);
  try {
    const customerId = await stripeCustomerFor(db, provider, clientId);
    return { clientSecret: await provider.gateway.createSetupIntent(customerId, clientId) };
  } catch {
    throw new AppError(502, 'PAYMENT_PROVIDER', PAYMENT_MESSAGES.setupIntentFailed);
  }
}

/**
 * Stores a saved method. A card: the id the browser confirmed is looked up at Stripe, which must say it belongs to
 * this organisation's customer; brand, last four and expiry are Stripe's. A bank account (manual provider): holder,
 * bank and the last four digits only. The first method becomes the default.
 */
export async function addPaymentMethod(
  ctx: ServiceContext,
  provider: PaymentProvider,
  clientId: string,
  body: AddPaymentMethodBody,
) {
  const { db } = ctx;
  const actor = userOf(ctx);
  const client = await assertClient(db, clientId);
  if (body.kind === 'card') {
    if (provider.name !== 'stripe') throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.cardsNeedStripe);
    const customerId = await stripeCustomerFor(db, provider, clientId);
    const card = await provider.gateway.retrieveCard(body.paymentMethodId).catch(() => null);
    if (!card || card.customerId !== customerId) throw badRequest(PAYMENT_MESSAGES.addMethodFailed);
    return db.transaction(async (tx) => {
      const row = await storeCard(tx, clientId, actor.id, card);
      await commitMethodChange(tx, ctx, {
        action: 'payment-method.added',
        clientId,
        label: client.name,
        methodId: row.id,
      });
      return row;
    });
  }
  if (provider.name === 'stripe') throw new AppError(409, 'CONFLICT', PAYMENT_MESSAGES.bankNeedsManual);
  return db.transaction(async (tx) => {
    const first = await isFirst(tx, clientId);
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        clientId,
        userId: actor.id,
        provider: 'manual',
        // Ours, not a bank's: manual methods have no provider id, and the unique key wants one.
        providerRef: `bank_${crypto.randomUUID()}`,
        type: 'bank',
        brand: body.bankName,
        last4: body.accountLast4,
        holderName: body.holderName,
        isDefault: first,
      })
      .returning(columns);
    await commitMethodChange(tx, ctx, {
      action: 'payment-method.added',
      clientId,
      label: client.name,
      methodId: row!.id,
    });
    return row!;
  });
}

async function isFirst(tx: Db, clientId: string) {
  const [existing] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.clientId, clientId))
    .limit(1);
  return !existing;
}

/** Used by the confirm call and by the setup_intent.succeeded webhook; a second report stores nothing new. */
export async function storeCard(
  tx: Db,
  clientId: string,
  userId: string | null,
  card: { id: string; brand: string | null; last4: string | null; expMonth: number | null; expYear: number | null },
) {
  const first = await isFirst(tx, clientId);
  const [inserted] = await tx
    .insert(paymentMethods)
    .values({
      clientId,
      userId,
      provider: 'stripe',
      providerRef: card.id,
      type: 'card',
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: first,
    })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return inserted;
  const [existing] = await tx
    .select(columns)
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.provider, 'stripe'),
        eq(paymentMethods.providerRef, card.id),
        eq(paymentMethods.clientId, clientId),
      ),
    );
  if (!existing) throw badRequest(PAYMENT_MESSAGES.addMethodFailed);
  return existing;
}

async function methodOf(tx: Db, clientId: string, id: string) {
  const [row] = await tx
    .select({
      id: paymentMethods.id,
      provider: paymentMethods.provider,
      providerRef: paymentMethods.providerRef,
      isDefault: paymentMethods.isDefault,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.clientId, clientId)))
    .for('update');
  if (!row) throw notFound(PAYMENT_MESSAGES.methodNotFound);
  return row;
}

export async function setDefaultMethod(ctx: ServiceContext, provider: PaymentProvider, clientId: string, id: string) {
  const { db } = ctx;
  const client = await assertClient(db, clientId);
  return db.transaction(async (tx) => {
    const method = await methodOf(tx, clientId, id);
    if (method.provider === 'stripe' && provider.name === 'stripe') {
      const customerId = await stripeCustomerFor(tx, provider, clientId);
      await provider.gateway.setDefault(customerId, method.providerRef).catch(() => {
        throw new AppError(502, 'PAYMENT_PROVIDER', PAYMENT_MESSAGES.setDefaultFailed);
      });
    }
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.clientId, clientId), ne(paymentMethods.id, id)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
    await commitMethodChange(tx, ctx, { action: 'payment-method.default', clientId, label: client.name, methodId: id });
    return listPaymentMethods(tx, clientId);
  });
}

/** Removes a method (and detaches a card at Stripe); when it was the default, the newest other one takes over. */
export async function deleteMethod(ctx: ServiceContext, provider: PaymentProvider, clientId: string, id: string) {
  const { db } = ctx;
  const client = await assertClient(db, clientId);
  return db.transaction(async (tx) => {
    const method = await methodOf(tx, clientId, id);
    if (method.provider === 'stripe' && provider.name === 'stripe') {
      await provider.gateway.detach(method.providerRef).catch(() => {
        throw new AppError(502, 'PAYMENT_PROVIDER', PAYMENT_MESSAGES.deleteMethodFailed);
      });
    }
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
    if (method.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.clientId, clientId))
        .orderBy(desc(paymentMethods.createdAt))
        .limit(1);
      if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
    }
    await commitMethodChange(tx, ctx, { action: 'payment-method.removed', clientId, label: client.name, methodId: id });
    return listPaymentMethods(tx, clientId);
  });
}

/** The audit row and the live event of a change to an organisation's methods, to whoever may read them. */
async function commitMethodChange(
  tx: Db,
  ctx: ServiceContext,
  input: { action: string; clientId: string; label: string; methodId: string },
) {
  await commitChange(tx, ctx, {
    audit: {
      action: input.action,
      category: 'settings',
      target: { type: 'client', id: input.clientId, label: input.label },
      scope: { clientId: input.clientId, clientVisible: true },
      details: { paymentMethodId: input.methodId },
    },
    live: {
      type: 'payment-methods.updated',
      userIds: await billingAudience(tx, input.clientId),
      payload: { id: input.methodId },
    },
  });
}
