import type { ProcessedRunOnWire, ProcessRunBody, processRunResponse } from '@agency/shared/payroll-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';

export function processRun(body: ProcessRunBody): Promise<ProcessedRunOnWire> {
  return apiFetch('/payroll/runs', { method: 'POST', body }, wireOf<typeof processRunResponse>());
}

export function retryRun(id: string): Promise<ProcessedRunOnWire> {
  return apiFetch(
    `/payroll/runs/${encodeURIComponent(id)}/retry`,
    { method: 'POST' },
    wireOf<typeof processRunResponse>(),
  );
}

export function useProcessRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payroll'] }),
  });
}

export function useRetryRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payroll'] }),
  });
}
