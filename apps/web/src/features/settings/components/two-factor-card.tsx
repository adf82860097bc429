import type { TwoFactorSetup as Setup } from '@agency/shared/auth';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { PasswordConfirmForm } from './password-confirm-form';
import { TwoFactorSetup } from './two-factor-setup';

type Step = 'idle' | 'enable-password' | 'setup' | 'disable-password';

/** TOTP two-factor authentication (D23): on with a QR code and backup codes, off with the password. */
export function TwoFactorCard() {
  const enabled = Boolean(useSession().data?.user.twoFactorEnabled);
  const [step, setStep] = useState<Step>('idle');
  const [setup, setSetup] = useState<Setup | null>(null);
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const { t } = useTranslation(['settings', 'messages']);

  const reset = () => {
    setStep('idle');
    setSetup(null);
    enable.reset();
    disable.reset();
  };

  const start = (password: string) =>
    enable.mutate(password, {
      onSuccess: (data) => {
        setSetup(data);
        setStep('setup');
      },
    });

  const turnOff = (password: string) =>
    disable.mutate(password, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('twoFactor.isOff') });
        reset();
      },
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="two-factor-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Stack gap={4} maw={520}>
          <Group gap="xs">
            <Title order={2} size="h4" id="two-factor-title">
              {t('twoFactor.title')}
            </Title>
            <Badge color={enabled ? 'green' : 'gray'} variant="light">
              {enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('twoFactor.intro')}
          </Text>
        </Stack>
        {step === 'idle' &&
          (enabled ? (
            <Button variant="light" color="red" onClick={() => setStep('disable-password')}>
              {t('twoFactor.turnOff')}
            </Button>
          ) : (
            <Button onClick={() => setStep('enable-password')}>{t('twoFactor.turnOn')}</Button>
          ))}
      </Group>
      {step === 'enable-password' && (
        <PasswordConfirmForm
          prompt={t('twoFactor.enablePrompt')}
          submitLabel={t('twoFactor.continue')}
          busy={enable.isPending}
          error={enable.isError ? errorMessage(enable.error, t('twoFactor.enableFailed')) : null}
          onSubmit={start}
          onCancel={reset}
        />
      )}
      {step === 'setup' && setup && <TwoFactorSetup setup={setup} onDone={reset} onCancel={reset} />}
      {step === 'disable-password' && (
        <PasswordConfirmForm
          prompt={t('twoFactor.disablePrompt')}
          submitLabel={t('twoFactor.turnOff')}
          danger
          busy={disable.isPending}
          error={disable.isError ? errorMessage(disable.error, t('twoFactor.disableFailed')) : null}
          onSubmit={turnOff}
          onCancel={reset}
        />
      )}
    </Card>
  );
}
