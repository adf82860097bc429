import { Badge, Box } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../lib/live-store';
import { DeferredTooltip } from './deferred-tooltip';

/** The header's small offline state (issue #9): shown only while the live connection is lost and retrying. */
export function LiveStatus() {
  const status = useLiveStatus();
  if (status !== 'offline') return null;
  return (
    <Suspense fallback={null}>
      <OfflineBadge />
    </Suspense>
  );
}

function OfflineBadge() {
  const { t } = useTranslation('live');
  // Below the widest layouts the header has room for the icon only; its name and tooltip carry the words.
  return (
    <DeferredTooltip label={t('connection.offlineHint')} multiline w={240} withinPortal>
      <Badge
        color="gray"
        variant="light"
        size="lg"
        radius="sm"
        role="status"
        aria-label={t('connection.offline')}
        data-testid="live-offline"
        leftSection={<IconWifiOff size={14} aria-hidden="true" />}
        styles={{ label: { textTransform: 'none' }, section: { margin: 0 } }}
        px={8}
      >
        <Box component="span" visibleFrom="xl" ml={6}>
          {t('connection.offline')}
        </Box>
      </Badge>
    </DeferredTooltip>
  );
}
