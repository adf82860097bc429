import type { Role } from '@agency/shared/enums';
import { can, type Permission } from '@agency/shared/permissions';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { OnIntent } from '../../../components/on-intent';
import { isPortalNotFound, mayOpen, portalRuleFor } from '../../../config/portal-access';

export type QuickActionKey = 'newProject' | 'createProposal' | 'scheduleMeeting' | 'createInvoice';

export interface QuickAction {
  key: QuickActionKey;
  to: string;
  permission: Permission;
}

// 000 §2: New Project, Create Proposal, Schedule Meeting, Create Invoice. Each workspace opens its create form on
// ?new=1. Their icons live with the menu, which loads on first use (this list is on the first screen).
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'newProject', to: '/dashboard/projects?new=1', permission: 'project:create' },
  { key: 'createProposal', to: '/dashboard/proposals?new=1', permission: 'proposal:write' },
  { key: 'scheduleMeeting', to: '/dashboard/calendar?new=1', permission: 'calendar:write' },
  { key: 'createInvoice', to: '/dashboard/billing?new=1', permission: 'invoice:manage' },
];

/** The actions this role may take whose form exists: the target route is built and the role may open it. */
export function quickActionsFor(role: Role): QuickAction[] {
  return QUICK_ACTIONS.filter(
    (action) =>
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
