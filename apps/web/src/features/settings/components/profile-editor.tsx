import { type ProfileOnWire, type UpdateProfileBody, updateProfileBody } from '@agency/shared/profile';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { timeZoneOptions } from '../../../lib/time-zones';
import { useProfile, useUpdateProfile } from '../api/profile';
import { ProfileAvatar } from './profile-avatar';

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
        <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={profile.data} onEdit={() => setEditing(true)} />
      )}
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
          <Button variant="light" onClick={onEdit}>
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
      </Stack>
    </Card>
  );
}

function ProfileForm({ profile, onDone }: { profile: ProfileOnWire; onDone: () => void }) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const update = useUpdateProfile();
  const zones = useMemo(() => timeZoneOptions(profile.timezone), [profile.timezone]);
  const form = useSchemaForm<Required<{ [K in keyof UpdateProfileBody]: NonNullable<UpdateProfileBody[K]> | null }>>(
    updateProfileBody,
    {
      initialValues: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone ?? '',
        location: profile.location ?? '',
        timezone: profile.timezone,
        bio: profile.bio ?? '',
      },
    },
  );
  const submit = form.onSubmit((values) =>
    update.mutate(values as UpdateProfileBody, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('profile.saved') });
        onDone();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-edit">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-edit">
            {t('profile.edit')}
          </Title>
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(update.error, t('profile.saveFailed'))}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('profile.firstName')} required {...form.getInputProps('firstName')} />
            <TextInput label={t('profile.lastName')} {...form.getInputProps('lastName')} />
            <TextInput label={t('profile.phone')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('profile.location')} {...form.getInputProps('location')} />
          </SimpleGrid>
          <Select
            label={t('profile.timezone')}
            description={t('profile.timezoneHint')}
            data={zones}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('timezone')}
          />
          <Textarea label={t('profile.bio')} autosize minRows={3} maxRows={8} {...form.getInputProps('bio')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={update.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
