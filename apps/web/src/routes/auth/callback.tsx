import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Confirming your link', description: 'Completes sign-in from an e-mailed link.', noIndex: true });

export default function AuthCallbackPage() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Confirming your link
      </Title>
      <Text c="dimmed">
        This page completes sign-in from an invitation or password-reset link sent by e-mail, then takes you on to set
        your password or to your dashboard.
      </Text>
      <Anchor component={Link} to="/auth" size="sm">
        Return to Login
      </Anchor>
    </Stack>
  );
}
