import { ActionIcon, Button, Card, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import type { Upload } from './use-uploads';

/** Each upload with its progress and a cancel button; a refused file shows the server's (or the size) message. */
export function UploadQueue({
  uploads,
  onCancel,
  onClear,
}: {
  uploads: Upload[];
  onCancel: (id: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('files');
  if (uploads.length === 0) return null;
  const finished = uploads.some((upload) => upload.state !== 'uploading');
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="files-uploads-title">
      <Group justify="space-between" mb="xs">
        <Text fw={600} id="files-uploads-title">
          {t('uploads.title')}
        </Text>
        {finished && (
          <Button size="compact-sm" variant="subtle" onClick={onClear}>
            {t('uploads.dismiss')}
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        {uploads.map((upload) => {
          const percent = upload.size > 0 ? Math.min(100, Math.round((100 * upload.loaded) / upload.size)) : 100;
          return (
            <Stack key={upload.id} gap={4} data-testid="upload-row">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                  {upload.name}
                </Text>
                {upload.state === 'uploading' && (
                  <CloseButton
                    size="sm"
                    aria-label={t('uploads.cancel', { name: upload.name })}
                    onClick={() => onCancel(upload.id)}
                  />
                )}
                {upload.state === 'done' && (
                  <Group gap={4} wrap="nowrap">
                    <IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
                    <Text size="xs" c="green">
                      {t('uploads.done')}
                    </Text>
                  </Group>
                )}
                {upload.state === 'cancelled' && (
                  <Text size="xs" c="dimmed">
                    {t('uploads.cancelled')}
                  </Text>
                )}
                {upload.state === 'failed' && (
                  <ActionIcon variant="transparent" color="red" size="sm" aria-hidden tabIndex={-1}>
                    <IconX size={16} />
                  </ActionIcon>
                )}
              </Group>
              {upload.state === 'uploading' && (
                <Progress
                  value={percent}
                  size="sm"
                  aria-label={t('uploads.progress', { name: upload.name, percent })}
                  animated
                />
              )}
              {upload.state === 'failed' && (
                <Text size="sm" c="red" role="alert">
                  {errorMessage(upload.error, t('toast.error'))}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
