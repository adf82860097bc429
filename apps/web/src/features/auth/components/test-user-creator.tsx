import type { TestUserRole } from '@agency/shared/dev';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useCreateTestUser } from '../api/create-test-user';
import { FailedBox } from './auth-test-checks';

const BUTTONS: { role: TestUserRole; label: string }[] = [
  { role: 'CLIENT', label: 'Create Test Client' },
  { role: 'ADMIN', label: 'Create Test Admin' },
];

/** Makes a throwaway account and shows its credentials, so a tester can sign in with it straight away. */
export function TestUserCreator() {
  const create = useCreateTestUser();

  return (
    <Stack gap="sm">
      <Group gap="sm">
        {BUTTONS.map(({ role, label }) => (
          <Button
            key={role}
            variant="light"
            onClick={() => create.mutate(role)}
            loading={create.isPending && create.variables === role}
            disabled={create.isPending}
          >
            {label}
          </Button>
        ))}
      </Group>
      {create.isError && (
        <FailedBox title="Create test user" message={errorMessage(create.error, 'The user could not be created.')} />
      )}
      {create.data && (
        <Alert color="green" variant="light" role="status" title={`Test ${create.data.role.toLowerCase()} created`}>
          <Stack gap={4}>
            <Text size="sm">
              Email: <Code>{create.data.email}</Code>
            </Text>
            <Text size="sm">
              Password: <Code>{create.data.password}</Code>
            </Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
