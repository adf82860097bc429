import type { Role } from '@agency/shared/enums';

// The one place on the web that names a role (apps/web/src/role-literals.test.ts keeps it so). What a role may do is
// `can()` / `canAny()` from @agency/shared/permissions; what is here is about who a person is, not what they may do.

/** Spec 000 §2: the role badge is red for admin, blue for agent, green for client. */
export const ROLE_COLORS: Record<Role, string> = { ADMIN: 'red', AGENT: 'blue', CLIENT: 'green' };

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', AGENT: 'Agent', CLIENT: 'Client' };

/**
 * A user of a client organisation rather than the agency's staff (D5): such a user belongs to one organisation
 * (the invite and access forms ask for it) and reads the portal's copy written for clients.
 */
export function isClientUser(role: Role | null | undefined): boolean {
  return role === 'CLIENT';
}
