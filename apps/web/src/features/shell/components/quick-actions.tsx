import type { Role } from '@agency/shared/enums';
import { can, type Permission } from '@agency/shared/permissions';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { OnIntent } from '../../../components/on-intent';
import { isPortalNotFound, mayOpen, portalRuleFor } from '../../../config/portal-access';

export type QuickActionKey =
  | 'newProject'
  | 'newTask'
  | 'logTime'
  | 'createProposal'
  | 'scheduleMeeting'
  | 'createInvoice'
  | 'inviteMember'
  | 'processPayroll'
  | 'requestQuote'
  | 'uploadFiles'
  | 'messageTeam';

export interface QuickAction {
  key: QuickActionKey;
  to: string;
  permission: Permission;
  /** Whose menu lists it: each role gets the few actions of its day (issue #21 point 5), not all it may take. */
  roles: readonly Role[];
}

// 000 §2's New Project, Create Proposal, Schedule Meeting and Create Invoice, with each role's own: agents log time
// and add tasks, admins invite and process payroll, clients request a quote, upload files and message the team. Each
// opens its workspace's form through the address (?new=1, ?invite=1, ?quote=1) or, for files and messages, the
// workspace where the upload button and the composer are. Their icons live with the menu, which loads on first use.
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'newProject', to: '/dashboard/projects?new=1', permission: 'project:create', roles: ['ADMIN'] },
  { key: 'newTask', to: '/dashboard/tasks?new=1', permission: 'task:write', roles: ['AGENT'] },
  { key: 'logTime', to: '/dashboard/time?new=1', permission: 'time:track', roles: ['AGENT'] },
  { key: 'createProposal', to: '/dashboard/proposals?new=1', permission: 'proposal:write', roles: ['ADMIN', 'AGENT'] },
  { key: 'scheduleMeeting', to: '/dashboard/calendar?new=1', permission: 'calendar:write', roles: ['ADMIN', 'AGENT'] },
  { key: 'createInvoice', to: '/dashboard/billing?new=1', permission: 'invoice:manage', roles: ['ADMIN'] },
  { key: 'inviteMember', to: '/dashboard/team?invite=1', permission: 'user:manage', roles: ['ADMIN'] },
  { key: 'processPayroll', to: '/dashboard/payroll?new=1', permission: 'payroll:manage', roles: ['ADMIN'] },
  { key: 'requestQuote', to: '/dashboard/proposals?quote=1', permission: 'quote:request', roles: ['CLIENT'] },
  { key: 'uploadFiles', to: '/dashboard/files', permission: 'file:upload', roles: ['CLIENT'] },
  { key: 'messageTeam', to: '/dashboard/messages', permission: 'message:send', roles: ['CLIENT'] },
];

/** The role's actions whose form exists: listed for the role, the role may take it, and may open the page. */
export function quickActionsFor(role: Role): QuickAction[] {
  return QUICK_ACTIONS.filter(
    (action) =>
      action.roles.includes(role) &&
      can(role, action.permission) &&
      portalRuleFor(action.to) !== null &&
      !isPortalNotFound(action.to) &&
      mayOpen(role, action.to),
  );
}

/** The header's quick-actions menu; not drawn at all when the role has none. Its code loads on first use. */
export function QuickActions({ role }: { role: Role }) {
  const { t } = useTranslation('shell');
  const actions = quickActionsFor(role);
  if (actions.length === 0) return null;
  const label = t('quickActions.label');

  return (
    <OnIntent load={loadMenu} placeholder={<QuickActionsButton label={label} aria-expanded={false} />}>
      {(QuickActionsMenu, intent) => <QuickActionsMenu actions={actions} label={label} intent={intent} />}
    </OnIntent>
  );
}

const loadMenu = () => import('./quick-actions-menu').then((module) => module.QuickActionsMenu);

/** The menu's button, the same before and after the menu's code has loaded. */
export function QuickActionsButton({
  label,
  ...props
}: { label: string } & ActionIconProps & ComponentProps<'button'>) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} aria-haspopup="menu" {...props}>
      <IconBolt size={18} stroke={1.5} aria-hidden="true" />
    </ActionIcon>
  );
}
