import type { SignInResult } from '@agency/shared/auth';
import { BRAND } from '@agency/shared/brand';
import { SITE } from '@agency/shared/site';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { useRegistrationOpen } from '../../features/auth/api/get-registration-open';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { TwoFactorForm } from '../../features/auth/components/two-factor-form';
import { redirectIfSignedIn } from '../../features/auth/guards';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Sign in', description: `Sign in to the ${BRAND.name} client portal.`, noIndex: true });

export const clientLoader = () => redirectIfSignedIn(getQueryClient());

type View = 'sign-in' | 'two-factor' | 'forgot' | 'sign-up';

const HEADINGS = {
  'sign-in': 'signIn.heading',
  'two-factor': 'twoFactor.heading',
  forgot: 'forgot.heading',
  'sign-up': 'signUp.heading',
} as const satisfies Record<View, string>;

/** Shown after a password was set from a recovery link: the reset ends every session, so the user signs in anew. */
export const PASSWORD_UPDATED_NOTICE = 'Your password has been updated. Please sign in with your new password.';

export default function SignInPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const [view, setView] = useState<View>('sign-in');
  const [email, setEmail] = useState('');
  const [searchParams] = useSearchParams();
  const { finish, redirecting } = useFinishSignIn();
  const registration = useRegistrationOpen();

  const onResult = (result: SignInResult) => {
    if (result.twoFactorRedirect) setView('two-factor');
    else void finish(result.user.role, searchParams.get('next'));
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} size="h2">
          {t(HEADINGS[view])}
        </Title>
        {view === 'sign-in' && (
          <Text c="dimmed" size="sm">
            {t('signIn.intro', { brand: BRAND.name })}
          </Text>
        )}
      </Stack>

      {view === 'sign-in' && searchParams.get('reset') === 'done' && (
        <Alert color="green" variant="light" role="status">
          {t('signIn.passwordUpdated')}
        </Alert>
      )}

      {view === 'sign-in' && (
        <SignInForm
          redirecting={redirecting}
          onResult={onResult}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setView('forgot');
          }}
        />
      )}
      {view === 'two-factor' && (
        <TwoFactorForm
          redirecting={redirecting}
          onVerified={(user) => void finish(user.role, searchParams.get('next'))}
          onCancel={() => setView('sign-in')}
        />
      )}
      {view === 'forgot' && <ForgotPasswordForm initialEmail={email} onBack={() => setView('sign-in')} />}
      {view === 'sign-up' && (
        <SignUpForm
          redirecting={redirecting}
          onSignedUp={(user) => void finish(user.role)}
          onBack={() => setView('sign-in')}
        />
      )}

      {/* The links inside these sentences are underlined: told apart by more than colour (axe link-in-text-block). */}
      {view === 'sign-in' && (
        <Stack gap="xs">
          {registration.data?.open && (
            <Text size="sm" ta="center">
              {t('signIn.newClient')}{' '}
              <Anchor component="button" type="button" onClick={() => setView('sign-up')} inherit underline="always">
                {t('signUp.heading')}
              </Anchor>
            </Text>
          )}
          <Text size="sm" c="dimmed" ta="center">
            <Trans
              t={t}
              i18nKey="signIn.needAccess"
              values={{ email: SITE.contactEmail }}
              components={{ mail: <Anchor href={`mailto:${SITE.contactEmail}`} inherit underline="always" /> }}
            />
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
