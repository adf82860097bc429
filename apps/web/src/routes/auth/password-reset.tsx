import { CALLBACK_MESSAGES, RESET_MESSAGES } from '@agency/shared/auth-rules';
import { homePathFor } from '@agency/shared/home-path';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAcceptInvitation } from '../../features/auth/api/accept-invitation';
import { useInvitation } from '../../features/auth/api/get-invitation';
import { useResetPassword } from '../../features/auth/api/reset-password';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { invitationFailure, readLinkParams } from '../../features/auth/link-params';
import { passwordUpdateError } from '../../features/auth/password-errors';
import { translateMessage } from '../../lib/error-message';
import { pageMeta } from '../../lib/meta';
import { sessionQueryOptions, useSession } from '../../lib/session';

export const meta = () =>
  pageMeta({ title: 'Set your password', description: 'Choose a new password for your account.', noIndex: true });

/** Spec 000 §4: the success message stays 2 s before moving on. */
const SUCCESS_REDIRECT_MS = 2000;

export default function PasswordResetPage() {
  const { search, hash } = useLocation();
  const { type, token } = useMemo(() => readLinkParams(search, hash), [search, hash]);
  const { t } = useTranslation(['auth', 'messages']);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('reset.heading')}
      </Title>
      {!token ? <NoToken /> : type === 'invite' ? <InviteForm token={token} /> : <RecoveryForm token={token} />}
    </Stack>
  );
}

/** Sets the first password of an invited account; accepting signs the user in, so the role's home follows. */
function InviteForm({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['auth', 'messages']);
  const [home, setHome] = useState<string | null>(null);
  useGoAfter(home, SUCCESS_REDIRECT_MS);

  if (home) return <Success />;
  if (invitation.isPending) return <Pending />;
  if (invitation.isError) {
    // A refused link gets the catalogue's invite wording; a failed check (network, server) the reset page's.
    const { message } = invitationFailure(invitation.error);
    return <LinkProblem message={message === CALLBACK_MESSAGES.unexpected ? RESET_MESSAGES.verifyFailed : message} />;
  }

  const submit = (password: string) =>
    accept.mutate(
      { token, password },
      {
        onSuccess: async ({ user }) => {
          const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => null);
          setHome(homePathFor(session?.user.role ?? user.role));
        },
      },
    );

  const { firstName, email } = invitation.data;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('reset.welcome', { firstName, email })}
      </Text>
      <NewPasswordForm
        submitLabel={t('reset.setPassword')}
        busy={accept.isPending}
        serverError={accept.isError ? passwordUpdateError(accept.error) : null}
        onSubmit={submit}
      />
    </Stack>
  );
}

/**
 * Sets a new password from a recovery link. The server ends every session of the account when a password is reset
 * and does not open a new one, so the user then signs in with the new password (the sign-in page says so).
 */
function RecoveryForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const { t } = useTranslation(['auth', 'messages']);
  useGoAfter(reset.isSuccess ? '/auth?reset=done' : null, SUCCESS_REDIRECT_MS);

  if (reset.isSuccess) return <Success />;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('reset.chooseNew')}
      </Text>
      <NewPasswordForm
        submitLabel={t('reset.updatePassword')}
        busy={reset.isPending}
        serverError={reset.isError ? passwordUpdateError(reset.error) : null}
        onSubmit={(newPassword) => reset.mutate({ token, newPassword })}
      />
    </Stack>
  );
}

/** Without a link this page cannot set a password; a signed-in user changes theirs in Settings instead. */
function NoToken() {
  const session = useSession();
  const { t } = useTranslation(['auth', 'messages']);
  if (session.isPending) return <Pending />;
  if (!session.data) return <LinkProblem message={RESET_MESSAGES.noSession} />;
  return (
    <Stack gap="md">
      <Text>
        <Trans
          t={t}
          i18nKey="reset.signedIn"
          components={{ link: <Anchor component={Link} to="/dashboard/settings?section=security" inherit /> }}
        />
      </Text>
    </Stack>
  );
}

function useGoAfter(to: string | null, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}

function Pending() {
  const { t } = useTranslation('auth');
  return (
    <Center py="md" role="status">
      <Loader size="sm" role="status" aria-label={t('callback.checkingLabel')} />
    </Center>
  );
}

function Success() {
  const { t } = useTranslation(['auth', 'messages']);
  return (
    <Alert color="green" variant="light" role="status" title={translateMessage(RESET_MESSAGES.success)}>
      {t('reset.movingOn')}
    </Alert>
  );
}

function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation(['auth', 'messages']);
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert">
        {translateMessage(message)}
      </Alert>
      <Button component={Link} to="/auth" variant="default">
        {t('returnToLogin')}
      </Button>
    </Stack>
  );
}
