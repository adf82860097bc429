import type { SignInResult } from '@agency/shared/auth';
import { LOGIN_MESSAGES, validateLogin } from '@agency/shared/auth-rules';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/error-message';
import { useSchemaForm } from '../../../lib/form';
import { useSignIn } from '../api/sign-in';

const EMAIL_MESSAGES: readonly string[] = [LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid];

type SignInValues = { email: string; password: string };

/** Only the first broken rule is shown, beside the field it concerns (the stricter order, D12). */
function firstProblem({ email, password }: SignInValues) {
  const problem = validateLogin(email, password);
  if (!problem) return {};
  return EMAIL_MESSAGES.includes(problem) ? { email: problem } : { password: problem };
}

interface SignInFormProps {
  /** Busy while the page moves on to the role's home. */
  redirecting: boolean;
  onResult: (result: SignInResult) => void;
  onForgotPassword: (email: string) => void;
}

/** E-mail and password with the spec's checks in the stricter order (D12), then the server's answer. */
export function SignInForm({ redirecting, onResult, onForgotPassword }: SignInFormProps) {
  // The login rules are an ordered list rather than a schema: the spec shows one message at a time.
  const form = useSchemaForm<SignInValues>(null, {
    initialValues: { email: '', password: '' },
    validate: firstProblem,
  });
  const signIn = useSignIn();
  const { t } = useTranslation(['auth', 'messages']);

  const submit = form.onSubmit((values) => signIn.mutate(values, { onSuccess: onResult }));
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
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          {...form.getInputProps('email')}
          required
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          required
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(form.getValues().email)}>
            {t('signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
