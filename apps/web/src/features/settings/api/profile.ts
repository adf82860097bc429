// My Profile (001 §2): GET and PATCH /api/me/profile, PUT and DELETE /api/me/avatar.
import type { ProfileOnWire, profileSchema, UpdateProfileBody } from '@agency/shared/profile';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, wireOf } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';

export const PROFILE_QUERY_KEY = ['me', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/me/profile', { signal }, wireOf<typeof profileSchema>()),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** The saved profile everywhere at once: this page, the header's name and avatar (the session), /me readers. */
function useApplyProfile() {
  const queryClient = useQueryClient();
  return (profile: ProfileOnWire) => applyProfile(queryClient, profile);
}

function applyProfile(queryClient: QueryClient, profile: ProfileOnWire) {
  queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
  // The time zone is also a preference: dates re-render in it.
  void queryClient.invalidateQueries({ queryKey: ['me', 'preferences'] });
}

export function useUpdateProfile() {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiFetch('/me/profile', { method: 'PATCH', body }, wireOf<typeof profileSchema>()),
    onSuccess: apply,
  });
}

export function useUploadAvatar() {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch('/me/avatar', { method: 'PUT', body }, wireOf<typeof profileSchema>());
    },
    onSuccess: apply,
  });
}

export function useRemoveAvatar() {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: () => apiFetch('/me/avatar', { method: 'DELETE' }, wireOf<typeof profileSchema>()),
    onSuccess: apply,
  });
}
