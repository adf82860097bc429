import { type ChangePasswordForm as ChangePasswordValues, changePasswordForm } from '@agency/shared/auth';
import { PASSWORD_RULES_HINT, RESET_MESSAGES } from '@agency/shared/auth-rules';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { useSchemaForm } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

const CLEARED = { currentPassword: '', password: '', confirm: '' };

/** Change password with the reset page's rules and messages (000 §5, §8), after proving the current one. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const { t } = useTranslation(['settings', 'messages']);
  const form = useSchemaForm<ChangePasswordValues>(changePasswordForm, {
    initialValues: { ...CLEARED, revokeOtherSessions: true },
    recheckAfterFailedSubmit: true,
  });

  const submit = form.onSubmit(({ currentPassword, password, revokeOtherSessions }) =>
    change.mutate(
      { currentPassword, newPassword: password, revokeOtherSessions },
      {
        onSuccess: () => {
          form.setValues(CLEARED);
          notifications.show({ color: 'green', message: translateMessage(RESET_MESSAGES.success) });
        },
      },
    ),
  );

  const serverError = change.isError
    ? change.error instanceof ApiError
      ? errorMessage(change.error, RESET_MESSAGES.updateFailed)
      : translateMessage(RESET_MESSAGES.unexpected)
    : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="change-password-title">
      <Stack gap={4} mb="md">
        <Title order={2} size="h4" id="change-password-title">
          {t('password.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {translateMessage(PASSWORD_RULES_HINT)}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
            required
          />
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            required
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
            required
          />
          <Checkbox
            label={t('password.signOutOthers')}
            {...form.getInputProps('revokeOtherSessions', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
