import { NativeSelect, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PortalPage } from '../../components/portal-page';
import { AppearanceSection } from '../../features/settings/components/appearance-section';
import { PendingSection } from '../../features/settings/components/pending-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SecuritySection } from '../../features/settings/components/security-section';
import { SECTION_LABELS, type SettingsSection, sectionFrom, sectionsFor } from '../../features/settings/sections';
import { pageMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';

const TITLE = 'Settings';
const DESCRIPTION = 'Your profile, general, notification, security, appearance, integration and advanced preferences.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

const LATER = 'These settings arrive with a later release of the portal.';

const PANELS: Record<SettingsSection, () => ReactNode> = {
  profile: () => <ProfileSection />,
  general: () => <PendingSection title="General" description={`Language, time zone and auto-save. ${LATER}`} />,
  notifications: () => (
    <PendingSection
      title="Notifications"
      description={`Which e-mail and in-portal notifications you receive, and weekly or monthly reports. ${LATER}`}
    />
  ),
  security: () => <SecuritySection />,
  appearance: () => <AppearanceSection />,
  integrations: () => <PendingSection title="Integrations" description="Coming soon." />,
  advanced: () => <PendingSection title="Advanced" description="Coming soon." />,
};

/** One Settings page with its sections (D23); `?section=` picks one, so menu items and links can open it directly. */
export default function SettingsPage() {
  const role = useSession().data?.user.role;
  const [searchParams, setSearchParams] = useSearchParams();
  const section = sectionFrom(searchParams.get('section'), role);
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  const select = (value: string | null) => {
    if (value) setSearchParams({ section: value }, { replace: true, preventScrollReset: true });
  };

  const sections = sectionsFor(role);

  // Seven tabs do not fit a phone's width: a select names the section there instead.
  if (!wide) {
    return (
      <PortalPage title={TITLE} description={DESCRIPTION}>
        <NativeSelect
          label="Section"
          data={sections.map((value) => ({ value, label: SECTION_LABELS[value] }))}
          value={section}
          onChange={(event) => select(event.currentTarget.value)}
        />
        <Stack>{PANELS[section]()}</Stack>
      </PortalPage>
    );
  }

  return (
    <PortalPage title={TITLE} description={DESCRIPTION}>
      <Tabs
        value={section}
        onChange={select}
        orientation="vertical"
        variant="pills"
        keepMounted={false}
        styles={{ tabLabel: { textAlign: 'left' } }}
      >
        <Tabs.List aria-label="Settings sections">
          {sections.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {SECTION_LABELS[value]}
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
