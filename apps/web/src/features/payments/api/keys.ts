import type { clientQuery } from '@agency/shared/payments';
import { searchParamsOf, withSearchParams } from '../../../lib/search-params';

// Query keys start with a prefix the live event registry (@agency/shared/live-events) names for `invoices.updated`,
// `payments.recorded`, `payment-methods.updated` and `subscriptions.updated`: the live channel invalidates them.
export const PAYMENT_KEYS = {
  config: ['payments', 'config'] as const,
  list: ['payments', 'list'] as const,
  financials: ['payments', 'financials'] as const,
  openInvoices: ['invoices', 'open'] as const,
  invoicePayments: (invoiceId: string) => ['invoices', invoiceId, 'payments'] as const,
  methods: (clientId: string | null) => ['payment-methods', clientId] as const,
  subscription: (clientId: string | null) => ['subscriptions', clientId] as const,
};

/** `?clientId=` for an admin acting on a client; a client's own organisation needs none (then ''). */
export function clientParam(clientId: string | null): string {
  return withSearchParams('', searchParamsOf<typeof clientQuery>({ clientId }));
}
