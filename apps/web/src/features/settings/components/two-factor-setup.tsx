import { type TwoFactorSetup as Setup, type TwoFactorCodeForm, totpCodeForm } from '@agency/shared/auth';
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['settings', 'common', 'messages']);

  const submit = form.onSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('twoFactor.isOn') });
        onDone();
      },
    }),
  );

  return (
    <Stack gap="lg">
      <Step number={1} title={t('twoFactor.scanTitle')}>
        <Text size="sm">{t('twoFactor.scanText')}</Text>
        <TotpQrCode uri={setup.totpURI} />
        <Stack gap={4}>
          <Text size="sm">{t('twoFactor.cantScan')}</Text>
          <Group gap="xs" align="center">
            <Code fz="sm" py={4} style={{ overflowWrap: 'anywhere' }}>
              {secretKey}
            </Code>
            <CopyButton value={secretKey.replace(/\s/g, '')}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-xs" onClick={copy}>
                  {copied ? t('twoFactor.copied') : t('twoFactor.copyKey')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Step>

      <Step number={2} title={t('twoFactor.backupTitle')}>
        <Text size="sm">{t('twoFactor.backupText')}</Text>
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
              {copied ? t('twoFactor.copied') : t('twoFactor.copyBackup')}
            </Button>
          )}
        </CopyButton>
      </Step>

      <Step number={3} title={t('twoFactor.codeTitle')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={320}>
            {confirm.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(confirm.error, t('twoFactor.checkFailed'))}
              </Alert>
            )}
            <TextInput
              label={t('twoFactor.codeLabel')}
              {...form.getInputProps('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
            />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending}>
                {t('twoFactor.turnOn')}
              </Button>
              <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
                {t('common:actions.cancel')}
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
