import { type TwoFactorSetup as Setup, type TwoFactorCodeForm, totpCodeForm } from '@agency/shared/auth';
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/error-message';
import { useSchemaForm } from '../../../lib/form';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { TotpQrCode } from './totp-qr-code';

/** The secret in groups of four, for typing into an app that cannot scan. */
function manualKey(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

interface TwoFactorSetupProps {
  setup: Setup;
  onDone: () => void;
  onCancel: () => void;
}

/** Enrolment (D23): scan or type the key, keep the backup codes (shown only now), then prove it with a code. */
export function TwoFactorSetup({ setup, onDone, onCancel }: TwoFactorSetupProps) {
  const form = useSchemaForm<TwoFactorCodeForm>(totpCodeForm, { initialValues: { code: '' } });
  const confirm = useConfirmTwoFactor();
  const secretKey = manualKey(setup.totpURI);

  const submit = form.onSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Two-factor authentication is on.' });
        onDone();
      },
    }),
  );

  return (
    <Stack gap="lg">
      <Step number={1} title="Scan the QR code">
        <Text size="sm">
          Open your authenticator app (Google Authenticator, 1Password, Authy or similar) and scan this code.
        </Text>
        <TotpQrCode uri={setup.totpURI} />
        <Stack gap={4}>
          <Text size="sm">Can&apos;t scan it? Enter this key in the app instead:</Text>
          <Group gap="xs" align="center">
            <Code fz="sm" py={4} style={{ overflowWrap: 'anywhere' }}>
              {secretKey}
            </Code>
            <CopyButton value={secretKey.replace(/\s/g, '')}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-xs" onClick={copy}>
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Step>

      <Step number={2} title="Save your backup codes">
        <Text size="sm">
          Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
        </Text>
        <SimpleGrid cols={2} spacing={6} maw={320} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {setup.backupCodes.map((backupCode) => (
            <Code key={backupCode} component="li" ta="center" py={4} fz="sm">
              {backupCode}
            </Code>
          ))}
        </SimpleGrid>
        <CopyButton value={setup.backupCodes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} w="fit-content">
              {copied ? 'Copied' : 'Copy backup codes'}
            </Button>
          )}
        </CopyButton>
      </Step>

      <Step number={3} title="Enter a code from the app">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={320}>
            {confirm.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(confirm.error, 'The code could not be checked. Please try again.')}
              </Alert>
            )}
            <TextInput
              label="Authentication code"
              {...form.getInputProps('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
            />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending}>
                Turn on
              </Button>
              <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Step>
    </Stack>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {number}. {title}
      </Title>
      {children}
    </Stack>
  );
}
