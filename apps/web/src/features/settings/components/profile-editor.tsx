import type { ProfileOnWire } from '@agency/shared/profile';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent } from '../../../components/when-opened';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useProfile } from '../api/profile';
import { EmailChangeCard } from './email-change-card';
import { ProfileAvatar } from './profile-avatar';

const loadForm = () => import('./profile-form');
const ProfileForm = lazy(() => loadForm().then((m) => ({ default: m.ProfileForm })));

/**
 * My Profile (001 §2): the header card (picture, name, role, department, join date), then the details with Edit
 * Profile → Save Changes or Cancel. Everything is the caller's own and stored on the server.
 */
export function ProfileEditor() {
  const profile = useProfile();
  const { t } = useTranslation(['settings', 'ui']);
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <Loader size="sm" role="status" aria-label={t('profile.loading')} />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(profile.error, t('profile.loadFailed'))}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <ProfileHeader profile={profile.data} />
      {editing ? (
        <Suspense fallback={<Loader size="sm" />}>
          <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <ProfileDetails profile={profile.data} onEdit={() => setEditing(true)} />
      )}
      <EmailChangeCard email={profile.data.email} />
    </Stack>
  );
}

function ProfileHeader({ profile }: { profile: ProfileOnWire }) {
  const { t } = useTranslation(['settings', 'ui', 'team']);
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('profile.header')}>
      <Stack gap="md">
        <ProfileAvatar profile={profile} />
        <div>
          <Title order={2} size="h3">
            {profile.name}
          </Title>
          <Text c="dimmed" size="sm">
            {[t(`ui:roles.${profile.role}`), profile.department, profile.jobTitle].filter(Boolean).join(' · ')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('profile.joined', { date: format.date(profile.joinedAt) })}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}

function ProfileDetails({ profile, onEdit }: { profile: ProfileOnWire; onEdit: () => void }) {
  const { t } = useTranslation('settings');
  const fields = [
    { label: t('profile.fullName'), value: profile.name },
    { label: t('profile.email'), value: profile.email },
    { label: t('profile.phone'), value: profile.phone },
    { label: t('profile.location'), value: profile.location },
    { label: t('profile.timezone'), value: profile.timezone },
    { label: t('profile.bio'), value: profile.bio },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-details">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="profile-details">
            {t('profile.details')}
          </Title>
          <Button variant="light" onClick={onEdit} {...preloadOnIntent(loadForm)}>
            {t('profile.edit')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          {fields.map(({ label, value }) => (
            <Stack key={label} gap={2}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {value || '—'}
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
