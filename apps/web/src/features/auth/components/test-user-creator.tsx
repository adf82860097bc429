import type { TestUserRole } from '@agency/shared/dev';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useCreateTestUser } from '../api/create-test-user';
import { FailedBox } from './auth-test-checks';

const BUTTONS = [
  { role: 'CLIENT', label: 'authTest.createClient', created: 'authTest.createdClient' },
  { role: 'ADMIN', label: 'authTest.createAdmin', created: 'authTest.createdAdmin' },
] as const satisfies readonly { role: TestUserRole; label: string; created: string }[];

/** Makes a throwaway account and shows its credentials, so a tester can sign in with it straight away. */
export function TestUserCreator() {
  const create = useCreateTestUser();
  const { t } = useTranslation(['auth', 'messages']);

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
            {t(label)}
          </Button>
        ))}
      </Group>
      {create.isError && (
        <FailedBox title={t('authTest.createUser')} message={errorMessage(create.error, t('authTest.createFailed'))} />
      )}
      {create.data && (
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t(BUTTONS.find((button) => button.role === create.data.role)?.created ?? 'authTest.createdClient')}
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('fields.email')}: <Code>{create.data.email}</Code>
            </Text>
            <Text size="sm">
              {t('fields.password')}: <Code>{create.data.password}</Code>
            </Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
