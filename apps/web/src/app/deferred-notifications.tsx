import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toast renderer (its component, positions and transitions) loads with the first toast, not with the first
// screen: `notifications.show()` writes to Mantine's store, which this watches, and the renderer shows what the
// store holds when it mounts. About 9 KiB gzipped off the portal's first screen (npm run bench:portal-js).
const Notifications = lazy(() => import('./notifications-renderer'));

/** Mantine's `<Notifications>`, mounted once there is something to show, and kept from then on. */
export function DeferredNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const pending = notifications.length + queue.length > 0;
  const [needed, setNeeded] = useState(pending);
  useEffect(() => {
    if (pending) setNeeded(true);
  }, [pending]);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
