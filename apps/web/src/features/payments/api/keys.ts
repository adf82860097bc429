// Query keys start with the domain a live event names (`invoices.updated`, `payments.recorded`,
// `payment-methods.updated`, `subscriptions.updated`): the live channel invalidates every query under it.
export const PAYMENT_KEYS = {
  config: ['payments', 'config'] as const,
  list: ['payments', 'list'] as const,
  financials: ['payments', 'financials'] as const,
  openInvoices: ['invoices', 'open'] as const,
  invoicePayments: (invoiceId: string) => ['invoices', invoiceId, 'payments'] as const,
  methods: (clientId: string | null) => ['payment-methods', clientId] as const,
  subscription: (clientId: string | null) => ['subscriptions', clientId] as const,
  clientOptions: ['clients', 'payment-options'] as const,
};

/** `?clientId=` for an admin acting on a client; a client's own organisation needs none. */
export function clientParam(clientId: string | null): string {
  return clientId ? `?clientId=${encodeURIComponent(clientId)}` : '';
}
