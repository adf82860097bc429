import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');

  // D8: the server has no such page in production; say so rather than show broken buttons.
  if (report.error instanceof ApiError && report.error.status === 404) {
    return (
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('authTest.notFound')}
        </Title>
        <Text c="dimmed">{t('authTest.notFoundText')}</Text>
        <Button component={Link} to="/" variant="default">
          {t('authTest.backHome')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {t('authTest.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('authTest.intro')}
        </Text>
      </Stack>
      <AuthTestChecks report={report} />
      <Divider />
      <TestUserCreator />
    </Stack>
  );
}
