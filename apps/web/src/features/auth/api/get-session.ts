import { ROLES, type Role } from '@agency/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api';

// Better Auth stores roles as we send them; compare and display them in one (upper) case whatever arrives.
const roleSchema = z
  .string()
  .nullish()
  .transform((value): Role => {
    const upper = value?.toUpperCase();
    return ROLES.find((role) => role === upper) ?? 'CLIENT';
  });

const sessionSchema = z
  .object({
    session: z.object({ id: z.string(), expiresAt: z.string() }),
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: roleSchema,
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
      twoFactorEnabled: z.boolean().nullish(),
      image: z.string().nullish(),
    }),
  })
  .nullable();

export type Session = NonNullable<z.infer<typeof sessionSchema>>;
export type SessionUser = Session['user'];

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** The signed-in user and session, or null when signed out (Better Auth answers 200 with null). */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  const data = await apiFetch('/auth/get-session', { schema: sessionSchema, signal });
  return data ?? null;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // Guards read it on every navigation; a minute keeps that free while still noticing a role change soon.
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
