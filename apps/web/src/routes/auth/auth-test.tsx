import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuthTest } from '../../features/auth/api/get-auth-test';
import { AuthTestChecks } from '../../features/auth/components/auth-test-checks';
import { TestUserCreator } from '../../features/auth/components/test-user-creator';
import { ApiError } from '../../lib/api';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Auth test', description: 'Development checks for the database and session.', noIndex: true });

export default function AuthTestPage() {
  const report = useAuthTest();

  // D8: the server has no such page in production; say so rather than show broken buttons.
  if (report.error instanceof ApiError && report.error.status === 404) {
    return (
      <Stack gap="sm">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
        <Button component={Link} to="/" variant="default">
          Back to home
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          Auth test
        </Title>
        <Text c="dimmed" size="sm">
          A development and demo tool: it checks the database connection and the current session, and creates test
          client and admin users. It does not exist in production.
        </Text>
      </Stack>
      <AuthTestChecks report={report} />
      <Divider />
      <TestUserCreator />
    </Stack>
  );
}
