import type { Role } from '@agency/shared/enums';

/** Spec 000 §2: the role badge is red for admin, blue for agent, green for client. */
export const ROLE_COLORS: Record<Role, string> = { ADMIN: 'red', AGENT: 'blue', CLIENT: 'green' };

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', AGENT: 'Agent', CLIENT: 'Client' };
