import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS } from '../../../config/roles';
import { errorMessage } from '../../../lib/error-message';
import { useMe } from '../api/get-me';

/** What the account is, from the server; editing arrives with the My Profile workspace. */
export function ProfileSection() {
  const me = useMe();
  if (me.isPending) return <Loader size="sm" aria-label="Loading your profile" />;
  if (me.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(me.error, 'Your profile could not be loaded.')}
      </Alert>
    );
  }
  const fields = [
    { label: 'First name', value: me.data.firstName || '—' },
    { label: 'Last name', value: me.data.lastName || '—' },
    { label: 'Email', value: me.data.email },
    { label: 'Role', value: ROLE_LABELS[me.data.role] },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-title">
          Profile
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          {fields.map(({ label, value }) => (
            <Stack key={label} gap={2}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Your name and e-mail address are kept by the agency team. Write to them if something needs correcting.
        </Text>
      </Stack>
    </Card>
  );
}
