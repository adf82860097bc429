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
  'settings:update-organisation': { ADMIN: 'any' },
  'outbox:read': { ADMIN: 'any' },
  /** Team members and their profiles (/employee/:id); 001 §6: the team section is admin only. */
  'team:read': { ADMIN: 'any' },
  // Workspaces (000 §2 "Access": each role's home)
  'admin-panel:read': { ADMIN: 'any' },
  'agent-workspace:read': { AGENT: 'any' },
  // Billing (001 §6: the live billing page is for CLIENT or ADMIN; a client sees their own organisation's)
  'billing:read': { ADMIN: 'any', CLIENT: 'own' },
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
