import { type RequestEmailChangeBody, requestEmailChangeBody } from '@agency/shared/email-change';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useRequestEmailChange } from '../api/email-change';

/** Change e-mail: the new address and the current password; the server mails the link and tells the old address. */
export function EmailChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const request = useRequestEmailChange();
  const form = useSchemaForm<RequestEmailChangeBody>(requestEmailChangeBody, {
    initialValues: { newEmail: '', password: '' },
  });
  const submit = form.onSubmit((values) =>
    request.mutate(values, {
      onSuccess: ({ pending }) => {
        notifications.show({ color: 'green', message: t('emailChange.sent', { email: pending?.newEmail ?? '' }) });
        onDone();
      },
      onError: (error) => {
        // A field's answer shows under the field; anything else above the form.
        if (showServerErrors(form, error)) request.reset();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={460}>
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(request.error, t('emailChange.failed'))}
          </Alert>
        )}
        <TextInput
          label={t('emailChange.newEmail')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('newEmail')}
        />
        <PasswordField
          label={t('emailChange.password')}
          description={t('emailChange.passwordHint')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group gap="sm">
          <Button type="submit" loading={request.isPending}>
            {t('emailChange.submit')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={request.isPending}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
