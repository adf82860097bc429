import { Button, Center, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { STORAGE_CAPACITY_BYTES, usageBytes } from '../lib/browser-storage';
import { clearAllBrowserData } from '../lib/clear-browser-data';
import { showToast } from '../lib/toast';

/** After "Storage cleared successfully. The page will reload.", long enough to read it. */
const RELOAD_AFTER_CLEAR_MS = 1500;

function measuredUsage(): number | null {
  try {
    return usageBytes(window.localStorage);
  } catch {
    return null;
  }
}

/** The full-page Storage Full screen (000 §2 "Shared overlays", §4 "Storage health", §8 "Storage"). */
export function StorageFullScreen() {
  const { t } = useTranslation('storage');
  const format = useFormat();
  const [used] = useState(measuredUsage);
  const [clearing, setClearing] = useState(false);
  const ratio = used === null ? null : Math.min(used / STORAGE_CAPACITY_BYTES, 1);

  const clear = async () => {
    setClearing(true);
    try {
      await clearAllBrowserData();
      showToast({ type: 'success', message: t('cleared') });
      setTimeout(() => window.location.reload(), RELOAD_AFTER_CLEAR_MS);
    } catch (error) {
      console.error('Clearing browser data failed', error);
      showToast({ type: 'error', message: t('clearFailed') });
      setClearing(false);
    }
  };

  const confirmClear = () =>
    modals.openConfirmModal({
      title: t('clearAll'),
      centered: true,
      children: <Text size="sm">{t('confirm')}</Text>,
      labels: { confirm: t('clearAll'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void clear(),
    });

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%" shadow="sm">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="orange" variant="light">
            <IconDatabaseOff size={34} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('message')}</Text>
          {used !== null && ratio !== null && (
            <Stack gap={4} w="100%">
              <Progress value={ratio * 100} color={ratio > 0.9 ? 'red' : 'orange'} aria-label={t('usageLabel')} />
              <Text size="sm" c="dimmed">
                {t('usage', { percent: format.percent(ratio), total: format.bytes(STORAGE_CAPACITY_BYTES) })}
              </Text>
            </Stack>
          )}
          <Group justify="center" gap="sm" w="100%">
            <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
            <Button variant="light" color="red" onClick={confirmClear} loading={clearing}>
              {t('clearAll')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
