import { paymentMethods, subscriptions } from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { DemoPeople } from './demo-people.ts';

/**
 * Plans and saved payment methods (issue #10): Harbor & Pine (client@example.com's organisation) on Professional,
 * paid monthly, with a bank account on file; Vitalis on Enterprise, yearly; Meridian on the free Starter plan (no
 * row, 001 §9). Recorded manually, as the default provider does (D16).
 */
export async function seedPayments(tx: Tx, clock: DemoClock, { clients, people }: DemoPeople) {
  const harborStart = clock.daysFromNow(-12);
  const harborEnd = new Date(harborStart);
  harborEnd.setUTCMonth(harborEnd.getUTCMonth() + 1);
  const vitalisStart = clock.daysFromNow(-140);
  const vitalisEnd = new Date(vitalisStart);
  vitalisEnd.setUTCFullYear(vitalisEnd.getUTCFullYear() + 1);
  await tx.insert(subscriptions).values([
    {
      clientId: clients.harbor.id,
      plan: 'professional',
      billingCycle: 'monthly',
      currentPeriodStart: harborStart,
      currentPeriodEnd: harborEnd,
      createdAt: clock.daysFromNow(-72),
    },
    {
      clientId: clients.vitalis.id,
      plan: 'enterprise',
      billingCycle: 'yearly',
      currentPeriodStart: vitalisStart,
      currentPeriodEnd: vitalisEnd,
      createdAt: vitalisStart,
    },
  ]);
  await tx.insert(paymentMethods).values({
    clientId: clients.harbor.id,
    userId: people.sam.id,
    provider: 'manual',
    providerRef: 'bank_demo_harbor',
    type: 'bank',
    brand: 'First Coastal Bank',
    last4: '6021',
    holderName: 'Harbor & Pine Outfitters LLC',
    isDefault: true,
    createdAt: clock.daysFromNow(-60),
  });
}
