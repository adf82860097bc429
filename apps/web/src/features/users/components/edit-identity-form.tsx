import { type UpdateUserIdentityBody, type UserListItemOnWire, updateUserIdentityBody } from '@agency/shared/users';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useUpdateUserIdentity } from '../api/update-user-identity';

/** An admin corrects a person's first and last name or sign-in address (issue #21). */
export function EditIdentityForm({ user, onDone }: { user: UserListItemOnWire; onDone: () => void }) {
  const form = useSchemaForm<Required<UpdateUserIdentityBody>>(updateUserIdentityBody, {
    initialValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const update = useUpdateUserIdentity();
  const { t } = useTranslation(['users', 'common', 'messages']);

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, ...values },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('identity.updated', { email: saved.email }) });
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, t('identity.failed'))}
          </Alert>
        )}
        <TextInput label={t('identity.firstName')} required {...form.getInputProps('firstName')} />
        <TextInput label={t('identity.lastName')} {...form.getInputProps('lastName')} />
        <TextInput
          label={t('identity.email')}
          description={t('identity.emailHint')}
          type="email"
          required
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('identity.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
