import { backupCodeForm, type SignedInUser, type TwoFactorCodeForm, totpCodeForm } from '@agency/shared/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSchemaForm } from '../../../lib/form';
import { type SecondFactorMethod, useVerifyTwoFactor } from '../api/verify-two-factor';

const COPY = {
  totp: { label: 'twoFactor.totpLabel', hint: 'twoFactor.totpHint', switchTo: 'twoFactor.useBackup' },
  backup: { label: 'twoFactor.backupLabel', hint: 'twoFactor.backupHint', switchTo: 'twoFactor.useApp' },
} as const satisfies Record<SecondFactorMethod, { label: string; hint: string; switchTo: string }>;

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
  const { t } = useTranslation(['auth', 'messages']);
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
        <Text size="sm">{t(copy.hint)}</Text>
        {verify.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(verify.error, t('twoFactor.failed'))}
          </Alert>
        )}
        <TextInput
          key={method}
          label={t(copy.label)}
          {...form.getInputProps('code')}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 6 : 32}
          data-autofocus
          autoFocus
          required
        />
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          {t('twoFactor.verify')}
        </Button>
        <Stack gap={4} align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {t(copy.switchTo)}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
            {t('backToSignIn')}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
