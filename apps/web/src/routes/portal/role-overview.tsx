// Not a route: the one Overview screen the /dashboard, /admin and /agent route modules render (001 §2, issue #8).
// It composes the overview and the notifications panel, two features that do not import each other.
import { Center, Loader } from '@mantine/core';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { Overview } from '../../features/overview/components/overview';
import { useSession } from '../../lib/session';

export function RoleOverview() {
  const user = useSession().data?.user;
  if (!user) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const firstName = user.firstName?.trim() || user.name.trim().split(/\s+/)[0] || user.email.split('@')[0] || '';
  return <Overview firstName={firstName} role={user.role} notificationsPanel={<NotificationsPanel />} />;
}
