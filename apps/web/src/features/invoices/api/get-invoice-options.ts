import type { InvoiceOptionsOnWire, invoiceOptionsSchema } from '@agency/shared/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { INVOICES_KEY } from './keys';

export function getInvoiceOptions(signal?: AbortSignal): Promise<InvoiceOptionsOnWire> {
  return apiFetch('/invoices/options', { signal }, wireOf<typeof invoiceOptionsSchema>());
}

export function useInvoiceOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'options'],
    queryFn: ({ signal }) => getInvoiceOptions(signal),
    enabled,
    staleTime: 60_000,
  });
}
