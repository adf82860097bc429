// What a portal route's clientLoader uses to start its screen's first queries with its code (issue #19): React Router
// loads the route's chunk and runs the loader at once, so the data and the code arrive together and the screen renders
// once, with data, inside its navigation. Loaders put the data in the one QueryClient under the exact keys the
// components read, and never throw: a failed request is left in the cache for the component to show as before.
import type { Role } from '@agency/shared/enums';
import { sessionQueryOptions } from '../lib/session';
import { getQueryClient } from './query-client';

/**
 * The signed-in role, for a screen whose first query depends on it. The portal layout's guard loads the same session
 * query at the same time, so this waits for that one request (or reads the cache); undefined when there is none.
 */
export async function sessionRole(): Promise<Role | undefined> {
  try {
    const session = await getQueryClient().ensureQueryData(sessionQueryOptions());
    return session?.user.role;
  } catch {
    return undefined;
  }
}
