import type { SignInResult } from '@agency/shared/auth';
import { LOGIN_MESSAGES, validateLogin } from '@agency/shared/auth-rules';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/error-message';
import { useSignIn } from '../api/sign-in';

const EMAIL_MESSAGES: readonly string[] = [LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid];

interface SignInFormProps {
  /** Busy while the page moves on to the role's home. */
  redirecting: boolean;
  onResult: (result: SignInResult) => void;
  onForgotPassword: (email: string) => void;
}

/** E-mail and password with the spec's checks in the stricter order (D12), then the server's answer. */
export function SignInForm({ redirecting, onResult, onForgotPassword }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    setProblem(invalid);
    if (invalid) return;
    signIn.mutate({ email, password }, { onSuccess: onResult });
  };

  // Only the first broken rule is shown, beside the field it concerns.
  const emailError = problem && EMAIL_MESSAGES.includes(problem) ? problem : null;
  const passwordError = problem && !emailError ? problem : null;
  const busy = signIn.isPending || redirecting;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(signIn.error, LOGIN_MESSAGES.failed)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          required
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError}
          required
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(email)}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
