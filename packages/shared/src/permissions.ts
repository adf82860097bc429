import type { Role } from './enums.ts';

/**
 * Who may do what, once for the whole product (epic-stack's action:entity:access shape).
 * `own` means "within the caller's scope" — a CLIENT's own organisation, an AGENT's assigned
 * projects, a user's own records — and the service's query enforces that scope; `any` means
 * every row. The UI reads this map to hide what the server would refuse; the server's
 * permission preHandler and services enforce it (D6).
 */
export type Access = 'own' | 'any';

export const PERMISSIONS = {
  // Accounts and users
  'user:read': { ADMIN: 'any', AGENT: 'any', CLIENT: 'own' },
  /** List, search, invite, change roles, deactivate, attach to organisations. */
  'user:manage': { ADMIN: 'any' },
  'client:read': { ADMIN: 'any', AGENT: 'any', CLIENT: 'own' },
  /** The Clients (CRM) workspace: list, add, edit, archive, convert a lead (001 §6: admin and agent). */
  'client:manage': { ADMIN: 'any', AGENT: 'any' },
  'settings:update-organisation': { ADMIN: 'any' },
  'outbox:read': { ADMIN: 'any' },
  /** Team members and their profiles (/employee/:id); 001 §6: the team section is admin only. */
  'team:read': { ADMIN: 'any' },
  // Workspaces (000 §2 "Access": each role's home)
  'admin-panel:read': { ADMIN: 'any' },
  'agent-workspace:read': { AGENT: 'any' },
  // Billing (001 §6: the live billing page is for CLIENT or ADMIN; a client sees their own organisation's)
  'billing:read': { ADMIN: 'any', CLIENT: 'own' },
  // Payments and plans (issue #10, D16): a client pays, saves methods and changes the plan of their own
  // organisation; an admin does so for any client, and alone records payments and refunds and reads financials.
  'payment:pay': { ADMIN: 'any', CLIENT: 'own' },
  'payment:record': { ADMIN: 'any' },
  'payment-method:manage': { ADMIN: 'any', CLIENT: 'own' },
  'subscription:read': { ADMIN: 'any', CLIENT: 'own' },
  'subscription:manage': { ADMIN: 'any', CLIENT: 'own' },
  'financials:read': { ADMIN: 'any' },
  // Projects and tasks (D5: a CLIENT sees their organisation's projects, an AGENT the projects assigned to them)
  'project:read': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  /** 001 §6: New Project is admin only. */
  'project:create': { ADMIN: 'any' },
  /** Edit is hidden from clients; an agent edits the projects assigned to them. */
  'project:update': { ADMIN: 'any', AGENT: 'own' },
  'project:delete': { ADMIN: 'any' },
  /** Assignment is what scopes an agent's access, so only an admin assigns. */
  'project:assign': { ADMIN: 'any' },
  /** A client rates their organisation's completed projects. */
  'project:rate': { CLIENT: 'own' },
  /** Deliverables and recorded expenses of a project. */
  'deliverable:manage': { ADMIN: 'any', AGENT: 'own' },
  'expense:manage': { ADMIN: 'any', AGENT: 'own' },
  /** 001 §6: tasks are not for clients. */
  'task:read': { ADMIN: 'any', AGENT: 'own' },
  'task:write': { ADMIN: 'any', AGENT: 'own' },
  /** Overview, badges and global search answer every signed-in user, each within their own scope. */
  'overview:read': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  'search:read': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  /** The team-member picker (001 §2, §6 picker roles). */
  'people:pick': { ADMIN: 'any', AGENT: 'any', CLIENT: 'own' },
  // Site
  'lead:read': { ADMIN: 'any', AGENT: 'any' },
  'lead:update': { ADMIN: 'any', AGENT: 'any' },
  'subscriber:read': { ADMIN: 'any' },
  'site-analytics:read': { ADMIN: 'any', AGENT: 'any' },
  // Logs
  'audit-log:read': { ADMIN: 'any' },
} as const satisfies Record<string, Partial<Record<Role, Access>>>;

export type Permission = keyof typeof PERMISSIONS;

/** The access a role has for a permission, or null when it has none. */
export function accessFor(role: Role, permission: Permission): Access | null {
  const rules = PERMISSIONS[permission] as Partial<Record<Role, Access>>;
  return rules[role] ?? null;
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? accessFor(role, permission) !== null : false;
}
