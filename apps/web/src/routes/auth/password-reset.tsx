import { Stack, Text, Title } from '@mantine/core';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Set your password', description: 'Choose a new password for your account.', noIndex: true });

export default function PasswordResetPage() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Set Your Password
      </Title>
      <Text c="dimmed">
        Choose the password for your account: at least 8 characters, with an uppercase and a lowercase letter, a number
        and one of the special characters @$!%*?&.
      </Text>
    </Stack>
  );
}
