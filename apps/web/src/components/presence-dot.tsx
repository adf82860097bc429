import type { PresenceStatus } from '@agency/shared/live';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { usePresence } from '../lib/presence';
import { DeferredTooltip } from './deferred-tooltip';

const COLORS: Record<PresenceStatus, string> = {
  online: 'var(--mantine-color-green-6)',
  away: 'var(--mantine-color-yellow-5)',
  busy: 'var(--mantine-color-red-6)',
  offline: 'var(--mantine-color-gray-5)',
};

export interface PresenceDotProps {
  userId: string;
  size?: number;
  /** Drawn over an avatar's corner (the picker, message authors) rather than inline beside a name. */
  overlay?: boolean;
}

/**
 * A person's presence (001 §4): online, away, busy or offline, with "Last seen …" when offline. Nothing is drawn
 * for a person the viewer may not see or while the first read is on its way.
 */
export function PresenceDot({ userId, size = 10, overlay = false }: PresenceDotProps) {
  const { t } = useTranslation('live');
  const format = useFormat();
  const presence = usePresence(userId);
  if (!presence) return null;
  const status = t(`presence.${presence.status}`);
  const label =
    presence.status === 'offline' && presence.lastSeenAt
      ? `${status} · ${t('presence.lastSeen', { time: format.fromNow(presence.lastSeenAt) })}`
      : status;
  return (
    <DeferredTooltip label={label} withinPortal>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-presence={presence.status}
        style={{
          display: 'inline-block',
          width: size,
          height: size,
          borderRadius: '50%',
          background: COLORS[presence.status],
          boxShadow: '0 0 0 2px var(--mantine-color-body)',
          flexShrink: 0,
          ...(overlay ? { position: 'absolute', right: 0, bottom: 0 } : {}),
        }}
      />
    </DeferredTooltip>
  );
}
