import { backupCodeForm, type SignedInUser, type TwoFactorCodeForm, totpCodeForm } from '@agency/shared/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useSchemaForm } from '../../../lib/form';
import { type SecondFactorMethod, useVerifyTwoFactor } from '../api/verify-two-factor';

const COPY: Record<SecondFactorMethod, { label: string; hint: string; switchTo: string }> = {
  totp: {
    label: 'Authentication code',
    hint: 'Enter the 6-digit code from your authenticator app.',
    switchTo: 'Use a backup code instead',
  },
  backup: {
    label: 'Backup code',
    hint: 'Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once.',
    switchTo: 'Use your authenticator app instead',
  },
};

interface TwoFactorFormProps {
  redirecting: boolean;
  onVerified: (user: SignedInUser) => void;
  onCancel: () => void;
}

/** The second step of signing in, when the account has two-factor authentication on (D23). */
export function TwoFactorForm({ redirecting, onVerified, onCancel }: TwoFactorFormProps) {
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
  const form = useSchemaForm<TwoFactorCodeForm>(method === 'totp' ? totpCodeForm : backupCodeForm, {
    initialValues: { code: '' },
  });
  const verify = useVerifyTwoFactor();
  const copy = COPY[method];

  const submit = form.onSubmit(({ code }) =>
    verify.mutate({ method, code }, { onSuccess: ({ user }) => onVerified(user) }),
  );

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup' : 'totp');
    form.reset();
    verify.reset();
  };

  const busy = verify.isPending || redirecting;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{copy.hint}</Text>
        {verify.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(verify.error, 'The code could not be checked. Please try again.')}
          </Alert>
        )}
        <TextInput
          key={method}
          label={copy.label}
          {...form.getInputProps('code')}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 6 : 32}
          data-autofocus
          autoFocus
          required
        />
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          Verify
        </Button>
        <Stack gap={4} align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {copy.switchTo}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
            Back to sign in
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
