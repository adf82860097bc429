import { LOGIN_MESSAGES } from '@agency/shared/auth-rules';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** The same words whether or not the address has an account, so the form cannot be used to find accounts. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset your password. Please check your inbox.';

function validateEmail(email: string): string | null {
  if (!email.trim()) return LOGIN_MESSAGES.emailRequired;
  if (!email.includes('@')) return LOGIN_MESSAGES.emailInvalid;
  return null;
}

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setProblem(invalid);
    if (!invalid) request.mutate(email);
  };

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
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problem}
          required
        />
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
