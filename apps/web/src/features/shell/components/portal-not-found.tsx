import type { Role } from '@agency/shared/enums';
import { homePathFor } from '@agency/shared/home-path';
import { Button, Card, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompassOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** An unknown portal path, drawn inside the shell (issue #8) with the way back to the role's home. */
export function PortalNotFound({ role }: { role: Role }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();

  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden="true">
          <IconCompassOff size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Code style={{ wordBreak: 'break-all' }}>{pathname}</Code>
        <Button component={Link} to={homePathFor(role)} mt="xs">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Card>
  );
}
