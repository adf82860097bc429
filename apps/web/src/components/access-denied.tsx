import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../lib/error-message';

/**
 * What a signed-in user sees on a page their role may not open (001 §6: 'Access Denied' and the page's message).
 * The message is the spec's English from config/portal-access.ts, shown in the user's language.
 */
export function AccessDenied({ message }: { message: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={52} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconLock size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('accessDenied.title')}
        </Title>
        <Text c="dimmed">{translateMessage(message)}</Text>
        <Button component={Link} to="/dashboard" variant="default" mt="xs">
          {t('accessDenied.toDashboard')}
        </Button>
      </Stack>
    </Card>
  );
}
