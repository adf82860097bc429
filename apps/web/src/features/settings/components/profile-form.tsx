import { type ProfileOnWire, type UpdateProfileBody, updateProfileBody } from '@agency/shared/profile';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { timeZoneOptions } from '../../../lib/time-zones';
import { useUpdateProfile } from '../api/profile';

/** Edit Profile (001 §2): loaded when opened, so zod and the form are not on the page's first paint (issue #19). */
export function ProfileForm({ profile, onDone }: { profile: ProfileOnWire; onDone: () => void }) {
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
