import type { CreateCertificationBody, certificationSchema, deleteCertificationResponse } from '@agency/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TEAM_QUERY_KEY } from './list-team';

export function addCertification({ id, body }: { id: string; body: CreateCertificationBody }) {
  return apiFetch(
    `/team/${encodeURIComponent(id)}/certifications`,
    { method: 'POST', body },
    wireOf<typeof certificationSchema>(),
  );
}

export function deleteCertification({ id, certificationId }: { id: string; certificationId: string }) {
  return apiFetch(
    `/team/${encodeURIComponent(id)}/certifications/${encodeURIComponent(certificationId)}`,
    { method: 'DELETE' },
    wireOf<typeof deleteCertificationResponse>(),
  );
}

export function useAddCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCertification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

export function useDeleteCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
