import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What a signed-in user sees on a page their role may not open (001 §6: 'Access Denied' and the page's message). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={52} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconLock size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} size="h3">
          Access Denied
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/dashboard" variant="default" mt="xs">
          Go to Dashboard
        </Button>
      </Stack>
    </Card>
  );
}
