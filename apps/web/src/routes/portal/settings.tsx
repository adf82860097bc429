import { NativeSelect, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { PortalPage } from '../../components/portal-page';
import { pendingEmailChangeOptions } from '../../features/settings/api/email-change';
import { sessionsQueryOptions } from '../../features/settings/api/list-sessions';
import { notificationEmailsQueryOptions } from '../../features/settings/api/notification-emails';
import { profileQueryOptions } from '../../features/settings/api/profile';
import { AdvancedSection } from '../../features/settings/components/advanced-section';
import { AppearanceSection } from '../../features/settings/components/appearance-section';
import { GeneralSection } from '../../features/settings/components/general-section';
import { IntegrationsSection } from '../../features/settings/components/integrations-section';
import { NotificationsSection } from '../../features/settings/components/notifications-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SecuritySection } from '../../features/settings/components/security-section';
import { type SettingsSection, sectionFrom, sectionsFor } from '../../features/settings/sections';
import { RegistrationSwitch } from '../../features/users/components/registration-switch';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import { useSession } from '../../lib/session';
import type { Route } from './+types/settings';

const TITLE = 'Settings';
const DESCRIPTION = 'Your profile, general preferences, notification e-mails, security, appearance and integrations.';

/** The open section's data (?section=, as the page reads it): the profile, the e-mail choices or the sessions. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const section = sectionFrom(new URL(request.url).searchParams.get('section'));
  const first =
    section === 'profile'
      ? [profileQueryOptions(), pendingEmailChangeOptions()]
      : section === 'notifications'
        ? [notificationEmailsQueryOptions()]
        : section === 'security'
          ? [sessionsQueryOptions()]
          : [];
  return prefetchScreen(getQueryClient(), first);
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

const PANELS: Record<SettingsSection, () => ReactNode> = {
  profile: () => <ProfileSection />,
  general: () => <GeneralSection />,
  notifications: () => <NotificationsSection />,
  security: () => <SecuritySection />,
  appearance: () => <AppearanceSection />,
  integrations: () => <IntegrationsSection />,
  // An admin's (sectionsFor): the organisation's registration switch, export and the account's Danger Zone.
  advanced: () => <AdvancedSection registration={<RegistrationSwitch />} />,
};

/** One Settings page with its sections (D23); `?section=` picks one, so menu items and links can open it directly. */
export default function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const role = useSession().data?.user.role;
  const sections = sectionsFor(role);
  const section = sectionFrom(searchParams.get('section'), role);
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const { t } = useTranslation('settings');
  const title = t('page.title');
  const description = t('page.description');

  const select = (value: string | null) => {
    if (value) setSearchParams({ section: value }, { replace: true, preventScrollReset: true });
  };

  // The tabs do not fit a phone's width: a select names the section there instead.
  if (!wide) {
    return (
      <PortalPage title={title} description={description}>
        <NativeSelect
          label={t('page.section')}
          data={sections.map((value) => ({ value, label: t(`sections.${value}`) }))}
          value={section}
          onChange={(event) => select(event.currentTarget.value)}
        />
        <Stack>{PANELS[section]()}</Stack>
      </PortalPage>
    );
  }

  return (
    <PortalPage title={title} description={description}>
      <Tabs
        value={section}
        onChange={select}
        orientation="vertical"
        variant="pills"
        keepMounted={false}
        styles={{ tabLabel: { textAlign: 'left' } }}
      >
        <Tabs.List aria-label={t('page.sections')}>
          {sections.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`sections.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={section} pl="xl" style={{ flex: 1, minWidth: 0 }}>
          <Stack maw={760}>{PANELS[section]()}</Stack>
        </Tabs.Panel>
      </Tabs>
    </PortalPage>
  );
}
