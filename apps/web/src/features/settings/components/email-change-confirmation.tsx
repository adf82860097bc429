import { Button, Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmEmailChange } from '../api/email-change';

/**
 * Where the link of a change of address lands (signed in: the portal's guard saw to it). The token goes to the server
 * by POST once, from the page, so a mail scanner that fetches the link changes nothing; the answer is shown here.
 */
export function EmailChangeConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation(['settings', 'messages']);
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const ok = confirm.isSuccess;
  const failed = !token || confirm.isError;
  const message = ok
    ? t('emailChange.confirmed', { email: confirm.data.email })
    : !token
      ? t('emailChange.noToken')
      : errorMessage(confirm.error, t('emailChange.confirmFailed'));
  return (
    <Card withBorder radius="md" padding="lg" component="section" maw={640}>
      <Stack gap="md" align="flex-start">
        {ok || failed ? (
          <Group gap="sm" align="flex-start" wrap="nowrap" role={ok ? 'status' : 'alert'}>
            <ThemeIcon color={ok ? 'green' : 'red'} variant="light" radius="xl" size="lg" aria-hidden="true">
              {ok ? <IconCheck size={20} /> : <IconX size={20} />}
            </ThemeIcon>
            <Text pt={6} style={{ overflowWrap: 'anywhere' }}>
              {message}
            </Text>
          </Group>
        ) : (
          <Group gap="sm" role="status" wrap="nowrap">
            <Loader size="sm" />
            <Text>{t('emailChange.confirming')}</Text>
          </Group>
        )}
        <Button component={Link} to="/dashboard/profile" variant={ok ? 'filled' : 'default'}>
          {t('emailChange.toProfile')}
        </Button>
      </Stack>
    </Card>
  );
}
