import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useMe } from '../api/get-me';

/** What the account is, from the server; editing arrives with the My Profile workspace. */
export function ProfileSection() {
  const me = useMe();
  const { t } = useTranslation(['settings', 'ui', 'messages']);
  if (me.isPending) return <Loader size="sm" role="status" aria-label={t('profile.loading')} />;
  if (me.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(me.error, t('profile.loadFailed'))}
      </Alert>
    );
  }
  const fields = [
    { label: t('profile.firstName'), value: me.data.firstName || '—' },
    { label: t('profile.lastName'), value: me.data.lastName || '—' },
    { label: t('profile.email'), value: me.data.email },
    { label: t('profile.role'), value: t(`ui:roles.${me.data.role}`) },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-title">
          {t('sections.profile')}
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
          {t('profile.note')}
        </Text>
      </Stack>
    </Card>
  );
}
