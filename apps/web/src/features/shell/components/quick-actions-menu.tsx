import { Menu, Tooltip } from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconCalendarPlus,
  IconCash,
  IconClockPlus,
  IconFileInvoice,
  IconFilePlus,
  IconListCheck,
  IconMessageDollar,
  IconMessages,
  IconUpload,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Intent } from '../../../components/on-intent';
import { type QuickAction, type QuickActionKey, QuickActionsButton } from './quick-actions';

const ICONS: Record<QuickActionKey, Icon> = {
  newProject: IconBriefcase,
  createProposal: IconFilePlus,
  scheduleMeeting: IconCalendarPlus,
  createInvoice: IconFileInvoice,
  newTask: IconListCheck,
  logTime: IconClockPlus,
  inviteMember: IconUserPlus,
  processPayroll: IconCash,
  requestQuote: IconMessageDollar,
  uploadFiles: IconUpload,
  messageTeam: IconMessages,
};

/** The quick-actions menu itself (000 §2), loaded on first use by quick-actions.tsx. */
export function QuickActionsMenu({
  actions,
  label,
  intent,
}: {
  actions: QuickAction[];
  label: string;
  intent: Intent;
}) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal defaultOpened={intent.opened}>
      <Menu.Target>
        <Tooltip label={label} defaultOpened={intent.pointed && !intent.opened}>
          <QuickActionsButton label={label} autoFocus={intent.focused} />
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {actions.map(({ key, to }) => {
          const Glyph = ICONS[key];
          return (
            <Menu.Item key={key} component={Link} to={to} leftSection={<Glyph size={16} aria-hidden="true" />}>
              {t(`quickActions.${key}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
