import { badgeCount } from '@agency/shared/badge-count';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CornerIndicator } from '../../../components/corner-indicator';
import { OnIntent } from '../../../components/on-intent';
import { useUnreadCount } from '../api/unread-count';

export const NOTIFICATIONS_PATH = '/dashboard/notifications';

/**
 * The header's bell (000 §2): the unread count (9+ above 9) and a popover of the newest notifications; opening one
 * marks it read and goes where it points. The Notifications page lists them all. The popover's code loads on first
 * use (bell-popover.tsx).
 */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = unread > 0 ? t('bell.labelUnread', { unread: badgeCount(unread) }) : t('bell.label');
  const placeholder = (
    <BellIndicator unread={unread}>
      <BellButton label={label} />
    </BellIndicator>
  );

  return (
    <OnIntent load={loadPopover} placeholder={placeholder}>
      {(BellPopover, intent) => <BellPopover unread={unread} label={label} intent={intent} />}
    </OnIntent>
  );
}

const loadPopover = () => import('./bell-popover').then((module) => module.BellPopover);

/** The unread count over the bell; other props (the placeholder's intent handlers) go to its root. */
export function BellIndicator({
  unread,
  children,
  ...props
}: { unread: number; children: ReactNode } & ComponentProps<'div'>) {
  return (
    <CornerIndicator
      label={badgeCount(unread)}
      size={18}
      offset={4}
      color="red"
      disabled={unread === 0}
      data-testid="bell"
      {...props}
    >
      {children}
    </CornerIndicator>
  );
}

/** The bell's button, the same before and after the popover's code has loaded. */
export function BellButton({ label, ...props }: { label: string } & ActionIconProps & ComponentProps<'button'>) {
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} aria-haspopup="dialog" {...props}>
      <IconBell size={18} stroke={1.5} aria-hidden="true" />
    </ActionIcon>
  );
}
