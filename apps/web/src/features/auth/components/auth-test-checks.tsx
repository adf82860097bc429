import type { AuthTestReport } from '@agency/shared/dev';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message';

/** The database and session checks of /auth-test (D8), each with a red Failed box carrying the message. */
export function AuthTestChecks({ report }: { report: UseQueryResult<AuthTestReport> }) {
  if (report.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Checking the database and session...</Text>
      </Group>
    );
  }
  if (report.isError) {
    return <FailedBox title="Checks failed" message={errorMessage(report.error, 'The server could not be reached.')} />;
  }
  const { database, session } = report.data;
  return (
    <Stack gap="sm">
      {database.ok ? (
        <CheckRow label="Database" value="Connected" />
      ) : (
        <FailedBox title="Database" message={database.message ?? 'The database did not answer.'} />
      )}
      <CheckRow
        label="Session"
        value={session ? `Signed in as ${session.user.email} (${session.user.role})` : 'No active session'}
        muted={!session}
      />
      <Group>
        <Button variant="default" size="xs" onClick={() => report.refetch()} loading={report.isFetching}>
          Check again
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
  return (
    <Alert color="red" variant="filled" role="alert" title={`${title}: Failed`}>
      {message}
    </Alert>
  );
}
