import type { AuthTestReport } from '@agency/shared/dev';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';

/** The database and session checks of /auth-test (D8), each with a red Failed box carrying the message. */
export function AuthTestChecks({ report }: { report: UseQueryResult<AuthTestReport> }) {
  const { t } = useTranslation(['auth', 'messages']);
  if (report.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('authTest.checking')}</Text>
      </Group>
    );
  }
  if (report.isError) {
    return (
      <FailedBox title={t('authTest.checksFailed')} message={errorMessage(report.error, t('authTest.unreachable'))} />
    );
  }
  const { database, session } = report.data;
  return (
    <Stack gap="sm">
      {database.ok ? (
        <CheckRow label={t('authTest.database')} value={t('authTest.connected')} />
      ) : (
        <FailedBox title={t('authTest.database')} message={database.message ?? t('authTest.noAnswer')} />
      )}
      <CheckRow
        label={t('authTest.session')}
        value={
          session
            ? t('authTest.signedInAs', { email: session.user.email, role: session.user.role })
            : t('authTest.noSession')
        }
        muted={!session}
      />
      <Group>
        <Button variant="default" size="xs" onClick={() => report.refetch()} loading={report.isFetching}>
          {t('authTest.checkAgain')}
        </Button>
      </Group>
    </Stack>
  );
}

function CheckRow({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Badge color={muted ? 'gray' : 'green'} variant="light" miw={84}>
        {label}
      </Badge>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

export function FailedBox({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" variant="filled" role="alert" title={t('authTest.failed', { title })}>
      {message}
    </Alert>
  );
}
