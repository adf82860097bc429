import { isLiveControlType, isLiveEventType, LIVE_EVENTS } from '@agency/shared/live-events';
import { can } from '@agency/shared/permissions';

/** The columns of a live_events row that decide who may receive it (db/schema/live-events.ts). */
export interface LiveSubject {
  type: string;
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
 * May this role receive events of this type at all? The REST read's permission, from the one registry
 * (@agency/shared/live-events): an agent, without `billing:read`, gets no invoice or payment event of any client.
 * Control events are for the hubs, never a browser. A type the registry does not name (only raw SQL could store one;
 * publish() takes registered types) falls back to its address alone.
 */
export function roleMayReceive(role: LiveViewer['role'], type: string): boolean {
  if (isLiveControlType(type)) return false;
  if (!isLiveEventType(type)) return true;
  const read = LIVE_EVENTS[type].read;
  return read === null || can(role, read);
}

/**
 * May this viewer receive this event? Decided from the event's type and stored columns and the viewer's scope, never
 * from anything a browser sent: the type's read permission first, then the address, as the read's query scopes rows.
 * The hub's indexes (hub.ts) apply the same rule at scale; catch-up applies this one.
 */
export function mayReceive(viewer: LiveViewer, event: LiveSubject): boolean {
  if (!roleMayReceive(viewer.role, event.type)) return false;
  return addressed(viewer, event);
}

function addressed(viewer: LiveViewer, event: LiveSubject): boolean {
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
