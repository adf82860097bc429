import type { BankTransfer } from '@agency/shared/payments';
import type { Config } from '../config.ts';
import type { StripeGateway } from './stripe-gateway.ts';

/**
 * The payment provider (D16): `manual` by default (bank-transfer instructions; an admin records what arrives), or
 * `stripe` when its keys are configured (Checkout for Pay Now, SetupIntents for saved cards, signed webhooks).
 * Services branch on `name`; the Stripe calls live behind the gateway.
 */
export type PaymentProvider =
  | { name: 'manual'; bank: BankTransfer }
  | { name: 'stripe'; bank: BankTransfer; gateway: StripeGateway };

/** Stripe's SDK is loaded only where Stripe is configured: a manual installation never loads it (issue #22). */
export async function createPaymentProvider(config: Config): Promise<PaymentProvider> {
  if (config.stripe) {
    const { StripeGateway } = await import('./stripe-gateway.ts');
    return { name: 'stripe', bank: config.bankTransfer, gateway: new StripeGateway(config.stripe) };
  }
  return { name: 'manual', bank: config.bankTransfer };
}
