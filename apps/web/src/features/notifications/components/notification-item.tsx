import type { NotificationLevel, NotificationType } from '@agency/shared/enums';
import type { NotificationOnWire } from '@agency/shared/notifications';
import { ActionIcon, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconAward,
  IconBell,
  IconBriefcase,
  IconCircleCheck,
  IconCircleDot,
  IconCreditCard,
  IconExternalLink,
  IconMessage,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CornerIndicator } from '../../../components/corner-indicator';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { useFormat } from '../../../i18n/format';
import { relativeTime } from '../../../lib/relative-time';
import { useArchiveNotifications, useDeleteNotifications } from '../api/change-notifications';
import { useMarkNotifications } from '../api/mark-notifications';

const TYPE_ICONS: Record<NotificationType, typeof IconBell> = {
  project: IconBriefcase,
  payment: IconCreditCard,
  message: IconMessage,
  reminder: IconBell,
  system: IconCircleDot,
  achievement: IconAward,
};

const LEVEL_COLORS: Record<NotificationLevel, string> = {
  info: 'blue',
  success: 'teal',
  warning: 'orange',
  error: 'red',
};

interface NotificationItemProps {
  notification: NotificationOnWire;
  now: Date;
  /** The panel shows one line of message; the page shows it whole. */
  compact?: boolean;
  /**
   * On the page: its checkbox for the bulk actions (drawn by the page, so the overview's panel carries no Checkbox
   * code), and archive (or restore) and delete per item.
   */
  selection?: { checkbox: ReactNode };
}

/** One notification: its type, title, message and age, with read/unread and, when it links somewhere, view details. */
export function NotificationItem({ notification, now, compact = false, selection }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const format = useFormat();
  const mark = useMarkNotifications();
  const archive = useArchiveNotifications();
  const remove = useDeleteNotifications();
  const archiveLabel = notification.archived ? t('item.restore') : t('item.archive');
  const Icon = TYPE_ICONS[notification.type];
  const toggleLabel = notification.read ? t('item.markUnread') : t('item.markRead');

  return (
    <Group
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      data-testid="notification"
      data-read={notification.read}
      aria-label={notification.title}
    >
      {selection?.checkbox}
      <CornerIndicator disabled={notification.read} color="blue" size={9} offset={3}>
        <ThemeIcon variant="light" color={LEVEL_COLORS[notification.level]} radius="xl" size="lg">
          <Icon size={18} aria-hidden="true" />
        </ThemeIcon>
      </CornerIndicator>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={notification.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
          {notification.title}
        </Text>
        {notification.message && (
          <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined} style={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Text>
        )}
        {!notification.read && <VisuallyHidden>{t('item.unread')}</VisuallyHidden>}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={notification.createdAt} title={format.dateTime(notification.createdAt)}>
              {relativeTime(notification.createdAt, now, i18n.language, t('time.justNow'))}
            </time>
          </Text>
          <Group gap={4} wrap="nowrap">
            {notification.actionUrl && (
              <DeferredTooltip label={t('item.viewDetails')}>
                <ActionIcon
                  component={Link}
                  to={notification.actionUrl}
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('item.viewDetails')}
                >
                  <IconExternalLink size={16} aria-hidden="true" />
                </ActionIcon>
              </DeferredTooltip>
            )}
            <DeferredTooltip label={toggleLabel}>
              <ActionIcon
                variant="subtle"
                color={notification.read ? 'gray' : 'blue'}
                size="sm"
                aria-label={toggleLabel}
                loading={mark.isPending}
                onClick={() => mark.mutate({ ids: [notification.id], read: !notification.read })}
              >
                {notification.read ? (
                  <IconCircleDot size={16} aria-hidden="true" />
                ) : (
                  <IconCircleCheck size={16} aria-hidden="true" />
                )}
              </ActionIcon>
            </DeferredTooltip>
            {selection && (
              <>
                <DeferredTooltip label={archiveLabel}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={archiveLabel}
                    loading={archive.isPending}
                    onClick={() => archive.mutate({ ids: [notification.id], archived: !notification.archived })}
                  >
                    {notification.archived ? (
                      <IconArchiveOff size={16} aria-hidden="true" />
                    ) : (
                      <IconArchive size={16} aria-hidden="true" />
                    )}
                  </ActionIcon>
                </DeferredTooltip>
                <DeferredTooltip label={t('item.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('item.delete')}
                    loading={remove.isPending}
                    onClick={() => remove.mutate({ ids: [notification.id] })}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </DeferredTooltip>
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </Group>
  );
}
