import { type SignedInUser, type SignUpForm as SignUpValues, signUpForm } from '@agency/shared/auth';
import { PASSWORD_RULES_HINT } from '@agency/shared/auth-rules';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useSignUp } from '../api/sign-up';

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
  const form = useSchemaForm<SignUpValues>(signUpForm, {
    initialValues: { name: '', email: '', password: '', confirm: '' },
  });
  const signUp = useSignUp();

  const submit = form.onSubmit(({ name, email, password }) =>
    signUp.mutate(
      { name, email, password },
      { onSuccess: ({ user }) => onSignedUp(user), onError: (error) => showServerErrors(form, error) },
    ),
  );

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
        <TextInput label="Full name" autoComplete="name" {...form.getInputProps('name')} required />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} required />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description={PASSWORD_RULES_HINT}
          {...form.getInputProps('password')}
          required
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
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
