import { PortalNotFound } from '../../features/shell/components/portal-not-found';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

// Any unknown path under /dashboard, /admin, /agent or /employee (routes.ts): inside the shell, with the way back.
// The server sends it with status 404 (isPortalPage in @agency/shared/routes).
export const meta = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist or has moved.',
    noIndex: true,
  });

export default function PortalNotFoundPage() {
  const { data: session } = useSession();
  return session ? <PortalNotFound role={session.user.role} /> : null;
}
