import type { Role } from '@agency/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface Me {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  clientId: string | null;
  twoFactorEnabled: boolean;
  image: string | null;
}

export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiFetch('/me', { signal });
}

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}
