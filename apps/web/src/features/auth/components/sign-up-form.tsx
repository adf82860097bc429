import type { SignedInUser } from '@agency/shared/auth';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES, validatePasswordPair } from '@agency/shared/auth-rules';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/error-message';
import { useSignUp } from '../api/sign-up';

interface Problems {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

function validate(name: string, email: string, password: string, confirm: string): Problems {
  const problems: Problems = {};
  if (!name.trim()) problems.name = 'Please enter your full name.';
  if (!email.trim()) problems.email = LOGIN_MESSAGES.emailRequired;
  else if (!email.includes('@')) problems.email = LOGIN_MESSAGES.emailInvalid;
  const passwordProblem = validatePasswordPair(password, confirm);
  if (passwordProblem === PASSWORD_MESSAGES.mismatch) problems.confirm = passwordProblem;
  else if (passwordProblem) problems.password = passwordProblem;
  return problems;
}

interface SignUpFormProps {
  redirecting: boolean;
  onSignedUp: (user: SignedInUser) => void;
  onBack: () => void;
}

/**
 * Self-registration, shown only while an admin allows it (D4). It always makes a CLIENT account: there is no role
 * field, and the server ignores one. The server splits the full name at its first space (000 §5).
 */
export function SignUpForm({ redirecting, onSignedUp, onBack }: SignUpFormProps) {
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({});
  const signUp = useSignUp();
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    // Read now: React has cleared currentTarget by the time a state updater runs.
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values.name, values.email, values.password, values.confirm);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    signUp.mutate(
      { name: values.name, email: values.email, password: values.password },
      { onSuccess: ({ user }) => onSignedUp(user) },
    );
  };

  const busy = signUp.isPending || redirecting;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">Create a client account to follow your projects, proposals and invoices.</Text>
        {signUp.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(signUp.error, 'Registration failed')}
          </Alert>
        )}
        <TextInput
          label="Full name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={problems.name}
          required
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={problems.email}
          required
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&"
          value={values.password}
          onChange={set('password')}
          error={problems.password}
          required
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          error={problems.confirm}
          required
        />
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          Create account
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          I already have an account
        </Anchor>
      </Stack>
    </form>
  );
}
