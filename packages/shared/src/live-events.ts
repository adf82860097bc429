// Every live event type, once (issue #18): who may receive it and what the portal refetches when it arrives. The api
// publishes only these types (publish.ts takes a LiveEventType) and its hub filters by `read`; the portal's live client
// invalidates `invalidates`. Plain values, no zod: the socket client loads this without the schemas (ADR 0011).
import type { Permission } from './permissions.ts';

/** A TanStack Query key prefix: every query whose key starts with it is refetched. */
export type LiveQueryKey = readonly string[];

export interface LiveEventSpec {
  /**
   * The permission of the REST read of the thing the event is about: a role without it never receives the event,
   * whatever its address (an agent has no `billing:read`, so no invoice or payment event reaches one). The address
   * columns (user ids, project, organisation, staff only; realtime/audience.ts) then narrow it to the row's scope,
   * as the read's query does. null: addressed to named users only (their notifications, presence), any role.
   */
  read: Permission | null;
  /** What the portal refetches on it (the shell's badges and the overview count most changes). */
  invalidates: readonly LiveQueryKey[];
}

const SHELL: readonly LiveQueryKey[] = [['shell'], ['overview']];

export const LIVE_EVENTS = {
  /** An organisation was created, edited or archived: address it by `clientId`; staff only (the CRM's read). */
  /** An event was planned, moved, answered or cancelled: addressed by user ids (its audience; calendar/audience.ts). */
  'calendar.updated': { read: 'calendar:read', invalidates: [['calendar'], ...SHELL] },
  'clients.created': { read: 'client:manage', invalidates: [['clients'], ...SHELL] },
  'clients.updated': { read: 'client:manage', invalidates: [['clients'], ...SHELL] },
  'clients.deleted': { read: 'client:manage', invalidates: [['clients'], ...SHELL] },
  'files.created': { read: 'file:read', invalidates: [['files'], ...SHELL] },
  'files.updated': { read: 'file:read', invalidates: [['files'], ...SHELL] },
  'files.deleted': { read: 'file:read', invalidates: [['files'], ...SHELL] },
  'invoices.updated': { read: 'billing:read', invalidates: [['invoices'], ['payments'], ...SHELL] },
  'leads.created': { read: 'lead:read', invalidates: [['leads'], ...SHELL] },
  'messages.created': { read: 'message:read', invalidates: [['messages'], ...SHELL] },
  'messages.updated': { read: 'message:read', invalidates: [['messages'], ...SHELL] },
  'messages.read': { read: 'message:read', invalidates: [['messages'], ...SHELL] },
  'notifications.created': { read: null, invalidates: [['notifications'], ...SHELL] },
  'notifications.updated': { read: null, invalidates: [['notifications'], ...SHELL] },
  'payment-methods.updated': { read: 'payment-method:manage', invalidates: [['payment-methods']] },
  'payments.recorded': { read: 'billing:read', invalidates: [['payments'], ['invoices'], ...SHELL] },
  /** A payroll run or profile changed: addressed by user ids (the admins and the people paid), never by project. */
  'payroll.updated': { read: 'payroll:read', invalidates: [['payroll']] },
  /** Someone connected or left: their dot, the directory's statuses and filter, and Active Now (team, overview). */
  'presence.updated': { read: null, invalidates: [['presence'], ['team'], ['overview']] },
  'projects.created': { read: 'project:read', invalidates: [['projects'], ['tasks'], ...SHELL] },
  /** Addressed by user ids (the project's audience when it went): the row is gone, so it cannot be by `projectId`. */
  'projects.deleted': { read: 'project:read', invalidates: [['projects'], ['tasks'], ...SHELL] },
  /** A project's fields, team, deliverables or approvals changed: address it by `projectId` (D5 scope). */
  'projects.updated': { read: 'project:read', invalidates: [['projects'], ['tasks'], ...SHELL] },
  'proposals.updated': { read: 'proposal:read', invalidates: [['proposals'], ...SHELL] },
  'subscriptions.updated': { read: 'subscription:read', invalidates: [['subscriptions'], ...SHELL] },
  /** A team member's profile, reviews or certifications changed: staff only (`staffOnly`), for the directory. */
  'team.updated': { read: 'team:read', invalidates: [['team'], ...SHELL] },
  'tasks.created': { read: 'task:read', invalidates: [['tasks'], ['projects'], ...SHELL] },
  'tasks.deleted': { read: 'task:read', invalidates: [['tasks'], ['projects'], ...SHELL] },
  'tasks.commented': { read: 'task:read', invalidates: [['tasks'], ...SHELL] },
  /** A task was created, changed or deleted: address it by `projectId`; clients never receive it (no task:read). */
  'tasks.updated': { read: 'task:read', invalidates: [['tasks'], ['projects'], ...SHELL] },
  /** A person's timer, entries or week changed: addressed by user ids (the person; the admins for weeks). */
  'time.updated': { read: 'time:track', invalidates: [['time']] },
} as const satisfies Record<string, LiveEventSpec>;

export type LiveEventType = keyof typeof LIVE_EVENTS;

/**
 * Events for the app servers, never sent to a browser: every hub acts on them when it reads them from the stream
 * (so each server sees them, in order with the changes around them).
 * - `scope.changed`: the listed users' project assignments changed; hubs reload their scope before the next event.
 * - `sessions.changed`: the listed users signed out, were deactivated, or moved role or organisation; hubs check
 *   their sockets' sessions at once and close those that no longer hold.
 */
export const LIVE_CONTROL_EVENTS = ['scope.changed', 'sessions.changed'] as const;
export type LiveControlType = (typeof LIVE_CONTROL_EVENTS)[number];

export function isLiveEventType(type: string): type is LiveEventType {
  return Object.hasOwn(LIVE_EVENTS, type);
}

export function isLiveControlType(type: string): type is LiveControlType {
  return (LIVE_CONTROL_EVENTS as readonly string[]).includes(type);
}

/** The query keys an event invalidates; none for a type the registry does not name. */
export function liveEventKeys(type: string): readonly LiveQueryKey[] {
  return isLiveEventType(type) ? LIVE_EVENTS[type].invalidates : [];
}
