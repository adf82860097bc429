import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent } from '../../../components/when-opened';
import { useFormat } from '../../../i18n/format';
import { usePendingEmailChange } from '../api/email-change';

const loadForm = () => import('./email-change-form');
const EmailChangeForm = lazy(() => loadForm().then((m) => ({ default: m.EmailChangeForm })));

/**
 * My Profile › Sign-in e-mail: the address the person signs in with, the change waiting for its link, and Change
 * e-mail (the new address and the password; the form loads when opened, so zod stays off the first paint).
 */
export function EmailChangeCard({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const pending = usePendingEmailChange();
  const [open, setOpen] = useState(false);
  const waiting = pending.data?.pending;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="email-change">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="email-change">
            {t('emailChange.title')}
          </Title>
          {!open && (
            <Button variant="light" onClick={() => setOpen(true)} {...preloadOnIntent(loadForm)}>
              {t('emailChange.open')}
            </Button>
          )}
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('emailChange.current', { email })}</Text>
        {waiting && (
          <Alert color="blue" variant="light" role="status">
            {t('emailChange.pending', { email: waiting.newEmail, date: format.dateTime(waiting.expiresAt) })}
          </Alert>
        )}
        {open && (
          <Suspense fallback={<Loader size="sm" />}>
            <EmailChangeForm onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}
