import { type PasswordConfirmBody, passwordConfirmBody } from '@agency/shared/auth';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useSchemaForm } from '../../../lib/form';

interface PasswordConfirmFormProps {
  prompt: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  danger?: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the account password before a security change, so an unattended session cannot make it. */
export function PasswordConfirmForm({
  prompt,
  submitLabel,
  busy,
  error,
  danger = false,
  onSubmit,
  onCancel,
}: PasswordConfirmFormProps) {
  const form = useSchemaForm<PasswordConfirmBody>(passwordConfirmBody, { initialValues: { password: '' } });
  const submit = form.onSubmit(({ password }) => onSubmit(password));
  const { t } = useTranslation(['settings', 'common']);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{prompt}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <PasswordField
          label={t('password.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          data-autofocus
          required
        />
        <Group gap="sm">
          <Button type="submit" loading={busy} color={danger ? 'red' : undefined}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
