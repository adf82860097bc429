import type { QuoteRequestBody, quoteRequestResponse } from '@agency/shared/proposals';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export function requestQuote(body: QuoteRequestBody) {
  return apiFetch('/quote-requests', { method: 'POST', body }, wireOf<typeof quoteRequestResponse>());
}

export function useRequestQuote() {
  return useMutation({ mutationFn: requestQuote });
}
