import { Stack, Text, Title } from '@mantine/core';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Auth test', description: 'Development checks for the database and session.', noIndex: true });

export default function AuthTestPage() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Auth test
      </Title>
      <Text c="dimmed">
        A development and demo tool: it checks the database connection and the current session, and creates test client
        and admin users. It does not exist in production.
      </Text>
    </Stack>
  );
}
