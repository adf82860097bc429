/** The columns of a live_events row that decide who may receive it (db/schema/live-events.ts). */
export interface LiveSubject {
  userIds: string[] | null;
  projectId: string | null;
  /** The organisation of the event's project (joined when the event is read): a client sees its own projects (D5). */
  projectClientId: string | null;
  clientId: string | null;
  staffOnly: boolean;
}

export interface LiveViewer {
  id: string;
  role: 'ADMIN' | 'AGENT' | 'CLIENT';
  clientId: string | null;
  /** An agent's assigned projects (D5); unused for other roles. */
  projectIds: ReadonlySet<string>;
}

/**
 * May this viewer receive this event? Decided from the event's stored columns and the viewer's scope, never from
 * anything a browser sent. The hub's indexes (hub.ts) apply the same rule at scale; catch-up applies this one.
 */
export function mayReceive(viewer: LiveViewer, event: LiveSubject): boolean {
  const isClient = viewer.role === 'CLIENT';
  if (isClient && event.staffOnly) return false;
  if (event.userIds) return event.userIds.includes(viewer.id);
  if (event.projectId) {
    if (viewer.role === 'ADMIN') return true;
    if (viewer.role === 'AGENT') return viewer.projectIds.has(event.projectId);
    return viewer.clientId !== null && viewer.clientId === event.projectClientId;
  }
  if (event.clientId) return !isClient || viewer.clientId === event.clientId;
  return !isClient;
}
