/** Every invoice query starts with 'invoices': the live `invoices.updated` event invalidates them all. */
export const INVOICES_KEY = ['invoices'] as const;
