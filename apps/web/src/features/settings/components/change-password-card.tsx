import { PASSWORD_MESSAGES, RESET_MESSAGES, validatePasswordPair } from '@agency/shared/auth-rules';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current: '', next: '', confirm: '' };

/** Change password with the reset page's rules and messages (000 §5, §8), after proving the current one. */
export function ChangePasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const change = useChangePassword();
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    // Read now: React has cleared currentTarget by the time a state updater runs.
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const problem = attempted ? validatePasswordPair(values.next, values.confirm) : null;
  const confirmError = problem === PASSWORD_MESSAGES.mismatch ? problem : null;
  const currentError = attempted && !values.current ? 'Please enter your current password.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!values.current || validatePasswordPair(values.next, values.confirm)) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setAttempted(false);
          notifications.show({ color: 'green', message: RESET_MESSAGES.success });
        },
      },
    );
  };

  const serverError = change.isError
    ? change.error instanceof ApiError
      ? errorMessage(change.error, RESET_MESSAGES.updateFailed)
      : RESET_MESSAGES.unexpected
    : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="change-password-title">
      <Stack gap={4} mb="md">
        <Title order={2} size="h4" id="change-password-title">
          Change password
        </Title>
        <Text size="sm" c="dimmed">
          At least 8 characters, with a lowercase and an uppercase letter, a number and a special character (@$!%*?&).
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
            label="Current Password"
            autoComplete="current-password"
            value={values.current}
            onChange={set('current')}
            error={currentError}
            required
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={values.next}
            onChange={set('next')}
            error={problem && !confirmError ? problem : null}
            required
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={confirmError}
            required
          />
          <Checkbox
            label="Sign out of all other devices"
            checked={signOutOthers}
            onChange={(event) => setSignOutOthers(event.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Update Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
