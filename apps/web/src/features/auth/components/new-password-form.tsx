import { PASSWORD_MESSAGES, validatePasswordPair } from '@agency/shared/auth-rules';
import { Alert, Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../../components/password-field';

export const PASSWORD_RULES_HINT =
  'At least 8 characters, with a lowercase and an uppercase letter, a number and a special character (@$!%*?&).';

interface NewPasswordFormProps {
  submitLabel: string;
  busy: boolean;
  serverError: string | null;
  onSubmit: (password: string) => void;
}

/**
 * New Password and Confirm Password with the reset rules of 000 §5, checked in order. After the first attempt the
 * message follows the typing, so the user sees the next rule to meet as soon as the previous one is met.
 */
export function NewPasswordForm({ submitLabel, busy, serverError, onSubmit }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);

  const problem = attempted ? validatePasswordPair(password, confirm) : null;
  const confirmError = problem === PASSWORD_MESSAGES.mismatch ? problem : null;
  const passwordError = problem && !confirmError ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!validatePasswordPair(password, confirm)) onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <PasswordField
          label="New Password"
          description={PASSWORD_RULES_HINT}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError}
          required
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={confirmError}
          required
        />
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
