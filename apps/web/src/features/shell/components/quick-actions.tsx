import type { Role } from '@agency/shared/enums';
import { can, type Permission } from '@agency/shared/permissions';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { type Icon, IconBolt, IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPortalNotFound, mayOpen, portalRuleFor } from '../../../config/portal-access';

type QuickActionKey = 'newProject';

interface QuickAction {
  key: QuickActionKey;
  to: string;
  permission: Permission;
  icon: Icon;
}

// 000 §2: New Project, Create Proposal, Schedule Meeting, Create Invoice. Each opens its real form; the last three
// join with the issues that build proposals, the calendar and invoicing, and are absent until then.
export const QUICK_ACTIONS: readonly QuickAction[] = [
  // The projects workspace opens its create modal on ?new=1.
  { key: 'newProject', to: '/dashboard/projects?new=1', permission: 'project:create', icon: IconBriefcase },
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

/** The header's quick-actions popover; not drawn at all when the role has none. */
export function QuickActions({ role }: { role: Role }) {
  const { t } = useTranslation('shell');
  const actions = quickActionsFor(role);
  if (actions.length === 0) return null;
  const label = t('quickActions.label');

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="default" size="lg" aria-label={label}>
            <IconBolt size={18} stroke={1.5} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {actions.map(({ key, to, icon: ActionIconGlyph }) => (
          <Menu.Item key={key} component={Link} to={to} leftSection={<ActionIconGlyph size={16} aria-hidden="true" />}>
            {t(`quickActions.${key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
