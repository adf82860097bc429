import { homePathFor } from '@agency/shared/home-path';
import { startPathOf } from '@agency/shared/preferences-values';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { preferencesQueryOptions } from '../../lib/preferences';
import { sessionQueryOptions } from '../../lib/session';
import { resumePath } from './guards';

/** Spec 000 §4 and §9: after signing in, the role's home follows after about 100 ms. */
export const SIGN_IN_REDIRECT_MS = 100;

/**
 * Reads the new session into the cache (the portal's guards read it there), then goes to the start page after
 * `delayMs`, or to `next` when sign-in interrupted an e-mailed link (guards.ts resumePath). `redirecting` keeps the
 * form's button busy meanwhile.
 */
export function useFinishSignIn(delayMs = SIGN_IN_REDIRECT_MS) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = useCallback(
    async (role?: string | null, next?: string | null) => {
      setRedirecting(true);
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => null);
      // Spec 000 §4: if the stored user cannot be read, the default landing is /dashboard. Settings › General's start
      // page, when chosen, replaces the role's home (its guard still applies; the preferences are read once here and
      // cached for the portal's first screen).
      const preferences = session?.user.id
        ? await queryClient.fetchQuery(preferencesQueryOptions(session.user.id)).catch(() => undefined)
        : undefined;
      const path = resumePath(next) ?? startPathOf(preferences?.startPage, homePathFor(session?.user.role ?? role));
      timer.current = setTimeout(() => navigate(path, { replace: true }), delayMs);
    },
    [queryClient, navigate, delayMs],
  );

  return { finish, redirecting };
}
