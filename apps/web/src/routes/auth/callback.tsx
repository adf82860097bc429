import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { readLinkParams } from '../../features/auth/link-params';
import { type LinkOutcome, useLinkOutcome } from '../../features/auth/use-link-outcome';
import { translateMessage } from '../../lib/error-message';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Confirming your link', description: 'Completes sign-in from an e-mailed link.', noIndex: true });

export default function AuthCallbackPage() {
  const { search, hash } = useLocation();
  const params = useMemo(() => readLinkParams(search, hash), [search, hash]);
  const outcome = useLinkOutcome(params);
  useRedirectAfter(outcome);
  const { t } = useTranslation(['auth', 'messages']);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('callback.heading')}
      </Title>
      <OutcomePanel outcome={outcome} />
      <Button component={Link} to="/auth" variant="default" replace>
        {t('returnToLogin')}
      </Button>
    </Stack>
  );
}

/** Goes on once the outcome is known, after the catalogue's delay (1 s on success, 2 to 3 s on error). */
function useRedirectAfter(outcome: LinkOutcome) {
  const navigate = useNavigate();
  const to = outcome.status === 'loading' ? null : outcome.to;
  const delayMs = outcome.status === 'loading' ? 0 : outcome.delayMs;
  useEffect(() => {
    if (!to) return;
    // replace: the link's token should not stay in the history.
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}

function OutcomePanel({ outcome }: { outcome: LinkOutcome }) {
  const { t } = useTranslation(['auth', 'messages']);
  if (outcome.status === 'loading') {
    return (
      <Group gap="sm" role="status" wrap="nowrap">
        <Loader size="sm" />
        <Text>{t('callback.checking')}</Text>
      </Group>
    );
  }
  const ok = outcome.status === 'success';
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" role={ok ? 'status' : 'alert'}>
      <ThemeIcon color={ok ? 'green' : 'red'} variant="light" radius="xl" size="lg" aria-hidden="true">
        {ok ? <IconCheck size={20} /> : <IconX size={20} />}
      </ThemeIcon>
      <Text pt={6}>{translateMessage(outcome.message)}</Text>
    </Group>
  );
}
