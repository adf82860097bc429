import { type NewPasswordForm as NewPasswordValues, newPasswordForm } from '@agency/shared/auth';
import { PASSWORD_RULES_HINT } from '@agency/shared/auth-rules';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { translateMessage } from '../../../lib/error-message';
import { useSchemaForm } from '../../../lib/form';

interface NewPasswordFormProps {
  submitLabel: string;
  busy: boolean;
  serverError: string | null;
  onSubmit: (password: string) => void;
}

/**
 * New Password and Confirm Password with the reset rules of 000 §5, checked in order. After the first failed attempt
 * the whole form is checked again as the user types, so the next rule to meet shows as soon as the previous one is met.
 */
export function NewPasswordForm({ submitLabel, busy, serverError, onSubmit }: NewPasswordFormProps) {
  const form = useSchemaForm<NewPasswordValues>(newPasswordForm, {
    initialValues: { password: '', confirm: '' },
    // The whole form, not the typed field: fixing the password can move the message to Confirm Password.
    recheckAfterFailedSubmit: true,
  });
  const submit = form.onSubmit(({ password }) => onSubmit(password));
  const { t } = useTranslation(['auth', 'messages']);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <PasswordField
          label={t('fields.newPassword')}
          description={translateMessage(PASSWORD_RULES_HINT)}
          autoComplete="new-password"
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
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
