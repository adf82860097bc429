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
  /** List, search, invite, change roles, deactivate, attach to organisations. */
  'user:manage': { ADMIN: 'any' },
  /** The Clients (CRM) workspace: list, add, edit, archive, convert a lead (001 §6: admin and agent). */
  'client:manage': { ADMIN: 'any', AGENT: 'any' },
  'settings:update-organisation': { ADMIN: 'any' },
  /** Settings › Advanced: the organisation's data as a ZIP of CSV files. */
  'settings:export-data': { ADMIN: 'any' },
  /** The Danger Zone's Delete Account (001 §2: "shown to admin only"); the last administrator is refused. */
  'account:delete': { ADMIN: 'own' },
  'outbox:read': { ADMIN: 'any' },
  /** Integrations (D22): outgoing webhooks, Slack channels and the catalogue (001 §7: admin only). */
  'integration:manage': { ADMIN: 'any' },
  /**
   * The team directory (issue #20, over 001 §6's admin-only team section): staff see every colleague; a CLIENT sees
   * the agency people on their organisation's projects (`own`), without the hidden figures.
   */
  'team:read': { ADMIN: 'any', AGENT: 'any', CLIENT: 'own' },
  /** Employee profiles (/employee/:id): staff only, clients never. */
  'employee:read': { ADMIN: 'any', AGENT: 'any' },
  /** A profile's private fields (phone, reviews): an admin anyone's, an agent their own. */
  'employee:read-private': { ADMIN: 'any', AGENT: 'own' },
  /** Edit Profile and certifications: an admin anyone's (with job title, department, manager), an agent their own. */
  'employee:update': { ADMIN: 'any', AGENT: 'own' },
  /** Performance reviews are written by admins. */
  'employee:review': { ADMIN: 'any' },
  // Automations (D21, 001 §2 Role actions hub): staff see workflows, their runs and the templates; an admin switches
  // workflows and defines templates; a template is applied to a project the caller may edit.
  'workflow:read': { ADMIN: 'any', AGENT: 'any' },
  'workflow:manage': { ADMIN: 'any' },
  'template:read': { ADMIN: 'any', AGENT: 'any' },
  'template:manage': { ADMIN: 'any' },
  'template:apply': { ADMIN: 'any', AGENT: 'own' },
  // Workspaces (000 §2 "Access": each role's home)
  'admin-panel:read': { ADMIN: 'any' },
  'agent-workspace:read': { AGENT: 'any' },
  // Billing (001 §6: the live billing page is for CLIENT or ADMIN; a client sees their own organisation's)
  'billing:read': { ADMIN: 'any', CLIENT: 'own' },
  /** Invoices: create, edit and delete drafts, send, cancel, apply a late fee (admins manage invoices). */
  'invoice:manage': { ADMIN: 'any' },
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
  // Messaging (issue #9): a project's thread is read and written by everyone who sees the project (D5); internal
  // notes and approval requests are the agency's; only the client decides an approval.
  'message:read': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  'message:send': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  'message:internal': { ADMIN: 'any', AGENT: 'own' },
  'approval:request': { ADMIN: 'any', AGENT: 'own' },
  'approval:decide': { CLIENT: 'own' },
  // Proposals (001 §6: only admin or agent create, edit, delete and advance; clients view, download and decide).
  // Agents work the whole sales pipeline (they see every client and lead), so they see every proposal.
  'proposal:read': { ADMIN: 'any', AGENT: 'any', CLIENT: 'own' },
  'proposal:write': { ADMIN: 'any', AGENT: 'any' },
  /** The signed approval or rejection is the client's own act. */
  'proposal:decide': { CLIENT: 'own' },
  /** Request a quote from the portal: a lead tied to the client's organisation. */
  'quote:request': { CLIENT: 'own' },
  // Site
  'lead:read': { ADMIN: 'any', AGENT: 'any' },
  'lead:update': { ADMIN: 'any', AGENT: 'any' },
  'subscriber:read': { ADMIN: 'any' },
  // Analytics (001 §2, D18, issue #21): Business Analytics for staff, an agent's figures from their assigned
  // projects; Site Analytics (visits, sources, the funnel to paid invoices) for admins.
  'analytics:read': { ADMIN: 'any', AGENT: 'own' },
  'site-analytics:read': { ADMIN: 'any' },
  // Files & Assets (issue #9 point 5): a CLIENT reads and uploads within their organisation's projects; the agency
  // organises (folders, rename, move, share); 001 §6: delete is admin only.
  'file:read': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  'file:upload': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  'file:manage': { ADMIN: 'any', AGENT: 'own' },
  'file:delete': { ADMIN: 'any' },
  // Time tracking (issue #20): staff log their own time, an agent only on the projects assigned to them; clients
  // never. An admin approves or returns everyone's weeks. A project's cost and profit are for staff only.
  'time:track': { ADMIN: 'any', AGENT: 'own' },
  'timesheet:approve': { ADMIN: 'any' },
  'project-profit:read': { ADMIN: 'any', AGENT: 'own' },
  // Calendar (D17, issue #20): admins see the agency's whole calendar; an agent the events they organise or attend
  // and those of their assigned projects; a client the events they are invited to and their projects' deadlines.
  // Staff plan events (an agent edits the ones they organise); everyone answers their own invitations.
  'calendar:read': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
  'calendar:write': { ADMIN: 'any', AGENT: 'own' },
  'calendar:respond': { ADMIN: 'own', AGENT: 'own', CLIENT: 'own' },
  // Payroll (D7, issue #20): an admin manages everyone's pay; an agent reads only their own records and statements;
  // clients have none ('Payroll access restricted to admin and agent roles.').
  'payroll:read': { ADMIN: 'any', AGENT: 'own' },
  /** Pay profiles, Process Payroll, reports. */
  'payroll:manage': { ADMIN: 'any' },
  // Logs (D20): System Logs, every record of the product, are an admin's. Activity Logs: everyone their own actions;
  // staff also the actions on the projects in their scope (an admin every project); a client only their own.
  'audit-log:read': { ADMIN: 'any' },
  'activity-log:read': { ADMIN: 'any', AGENT: 'own', CLIENT: 'own' },
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

/** Whether the role may do it to every row (`any`), not only within its own scope: e.g. act for any client. */
export function canAny(role: Role | null | undefined, permission: Permission): boolean {
  return role ? accessFor(role, permission) === 'any' : false;
}
