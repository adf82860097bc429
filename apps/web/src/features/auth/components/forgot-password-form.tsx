import { type RequestPasswordResetBody, requestPasswordResetBody } from '@agency/shared/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The same words whether or not the address has an account, so the form cannot be used to find accounts. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset your password. Please check your inbox.';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const form = useSchemaForm<RequestPasswordResetBody>(requestPasswordResetBody, {
    initialValues: { email: initialEmail },
  });
  const request = useRequestPasswordReset();
  const { t } = useTranslation(['auth', 'messages']);

  const submit = form.onSubmit(({ email }) =>
    request.mutate(email, { onError: (error) => showServerErrors(form, error) }),
  );

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {t('forgot.requested')}
        </Alert>
        <Button variant="default" onClick={onBack} fullWidth>
          {t('backToSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('forgot.intro')}</Text>
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(request.error, t('forgot.failed'))}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          {...form.getInputProps('email')}
          required
        />
        <Button type="submit" loading={request.isPending} disabled={request.isPending} fullWidth>
          {t('forgot.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {t('backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
