import type { CreateReviewBody, reviewSchema } from '@agency/shared/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { TEAM_QUERY_KEY } from './list-team';

export function addReview({ id, body }: { id: string; body: CreateReviewBody }) {
  return apiFetch(`/team/${encodeURIComponent(id)}/reviews`, { method: 'POST', body }, wireOf<typeof reviewSchema>());
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}
