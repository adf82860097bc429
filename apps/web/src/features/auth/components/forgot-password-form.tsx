import { type RequestPasswordResetBody, requestPasswordResetBody } from '@agency/shared/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
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

  const submit = form.onSubmit(({ email }) =>
    request.mutate(email, { onError: (error) => showServerErrors(form, error) }),
  );

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {RESET_REQUESTED_MESSAGE}
        </Alert>
        <Button variant="default" onClick={onBack} fullWidth>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Enter the email address of your account and we will send you a link to set a new password.
        </Text>
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(request.error, 'The reset link could not be sent. Please try again.')}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} required />
        <Button type="submit" loading={request.isPending} disabled={request.isPending} fullWidth>
          Send reset link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
