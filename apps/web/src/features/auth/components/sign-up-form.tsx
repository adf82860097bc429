import { type SignedInUser, type SignUpForm as SignUpValues, signUpForm } from '@agency/shared/auth';
import { PASSWORD_RULES_HINT } from '@agency/shared/auth-rules';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { errorMessage, translateMessage } from '../../../lib/error-message';
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
  const { t } = useTranslation(['auth', 'messages']);

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
        <Text size="sm">{t('signUp.intro')}</Text>
        {signUp.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(signUp.error, t('signUp.failed'))}
          </Alert>
        )}
        <TextInput label={t('fields.fullName')} autoComplete="name" {...form.getInputProps('name')} required />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          required
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          description={translateMessage(PASSWORD_RULES_HINT)}
          {...form.getInputProps('password')}
          required
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
          required
        />
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          {t('signUp.heading')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {t('signUp.haveAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}
